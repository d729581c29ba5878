import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from './icon-button.module.css';

/**
 * A square button with an icon, as Mantine's subtle ActionIcon looks: a plain `<button>`, since a list
 * draws one or two per row. Takes a ref (a menu's target) and the events handed to it.
 */
export function IconButton({
  tone = 'primary',
  className,
  ...props
}: ComponentPropsWithRef<'button'> & { tone?: 'primary' | 'gray' }) {
  return (
    <button
      type="button"
      {...props}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-tone={tone}
    />
  );
}

/** A badge in a theme colour, as Mantine's light Badge looks: a plain `<span>` for a list's rows. */
export function ToneBadge({ color, children }: { color: string; children: string }) {
  const style = {
    '--tone-bg': `var(--mantine-color-${color}-light)`,
    '--tone-fg': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.badge} style={style}>
      {children}
    </span>
  );
}
