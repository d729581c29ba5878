import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** A row's height before it is measured (an order row with its customer and badge). */
const ESTIMATED_ROW_PX = 64;
/** Rows drawn beyond the view on either side: enough for a scroll, few enough for a quick first draw. */
const OVERSCAN = 3;

/**
 * A drawn row's height as the ResizeObserver reports it, after the browser's own layout. When a row is
 * first drawn the library would read it at once (getBoundingClientRect), a layout forced per batch of
 * rows; until the observer reports, the row keeps the height it had or the estimate.
 */
function sizeObserved(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const key = virtualizer.options.getItemKey(virtualizer.indexFromElement(row));
  return virtualizer.itemSizeCache.get(key) ?? ESTIMATED_ROW_PX;
}

export interface VirtualRows {
  /** The record indexes to draw, in order. */
  indexes: number[];
  /** Room for the rows not drawn above and below them, in px. */
  before: number;
  after: number;
  /** A drawn row's ref: measures its real height. */
  measure: (row: HTMLTableRowElement | null) => void;
}

/**
 * Which rows of a long table to draw. A table with its own scroll box (`scrollBox`, when it has a
 * maxHeight) follows that box; any other follows the page's scroll from where its body starts.
 */
export function useVirtualRows(
  count: number,
  scrollBox: RefObject<HTMLDivElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
  ownScroll: boolean,
): VirtualRows {
  // Where the rows start on the page, for a table that scrolls with the page. In its own box the rows
  // start below the header, which the overscan covers: not read, as reading it forces a layout.
  const [margin, setMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the rows change (what is above may have moved)
  useLayoutEffect(() => {
    const tbody = body.current;
    if (ownScroll || !tbody) return;
    setMargin(tbody.getBoundingClientRect().top + window.scrollY);
  }, [ownScroll, body, count]);

  const common = {
    count,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: margin,
    measureElement: sizeObserved,
  };
  const inBox = useVirtualizer({
    ...common,
    enabled: ownScroll,
    getScrollElement: () => scrollBox.current,
  });
  const inPage = useWindowVirtualizer({ ...common, enabled: !ownScroll });

  const virtualizer = ownScroll ? inBox : inPage;
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
    measure: virtualizer.measureElement,
  };
}
