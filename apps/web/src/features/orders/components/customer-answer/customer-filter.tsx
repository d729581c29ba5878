import type { CustomerAnswerFilter } from '@chalan/core/sms/schemas';
import { Select } from '@mantine/core';
import { useTexts } from '../../../../i18n/use-texts.ts';

const ALL = 'all';
/**
 * The order a seller thinks in: the confirmed first, the cancelled last. (Core's list, as a type only: its
 * module carries the SMS schemas, which the list's first load does without.)
 */
const SHOWN = [
  'confirmed',
  'waiting',
  'not_asked',
  'cancelled',
] as const satisfies readonly CustomerAnswerFilter[];

/**
 * "Customer: All / Confirmed / Waiting / Not asked / Cancelled": the orders by their customer's answer to
 * the confirmation SMS. Part of the list's filters, so Send all listed and Export take it too.
 */
export function CustomerFilter({
  value,
  onChange,
}: {
  value: CustomerAnswerFilter | undefined;
  onChange: (value: CustomerAnswerFilter | undefined) => void;
}) {
  const t = useTexts();
  const data = [
    { value: ALL, label: t('customerAnswer.filter.all') },
    ...SHOWN.map((answer) => ({ value: answer, label: t(`customerAnswer.filter.${answer}`) })),
  ];
  return (
    <Select
      label={t('customerAnswer.filter.label')}
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(SHOWN.find((answer) => answer === next))}
      allowDeselect={false}
      w={{ base: '100%', xs: 190 }}
    />
  );
}
