import '@mantine/dates/styles.css';
import { type FieldProblem, issueProblem } from '@chalan/core/field-problems';
import { lossProfitQuerySchema } from '@chalan/core/loss-profit/schemas';
import { Button, Group, Paper } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DatesSettings } from '../../../components/dates-settings.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { ApiMessage } from '../../../lib/api-client.ts';
import { problemText } from '../../../lib/messages.ts';

export interface Period {
  from: string;
  to: string;
}

type Field = keyof Period;

/** The first problem of each date the core schema refuses (From after To, too long, not a date). */
function problemsOf(period: Period): Partial<Record<Field, FieldProblem>> {
  const result = lossProfitQuerySchema.safeParse(period);
  if (result.success) return {};
  const problems: Partial<Record<Field, FieldProblem>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !problems[field]) problems[field] = issueProblem(issue);
  }
  return problems;
}

/**
 * From and To (sales dates in Dhaka) and Search. The period applies on Search, checked first by the
 * same rules as the API; `serverErrors` are the API's field problems for the period now applied.
 */
export function PeriodForm({
  value,
  serverErrors,
  onSearch,
}: {
  value: Period;
  serverErrors: Partial<Record<string, ApiMessage>>;
  onSearch: (period: Period) => void;
}) {
  const t = useTexts();
  const [draft, setDraft] = useState<Period>(value);
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(draft) : {};
  const unchanged = draft.from === value.from && draft.to === value.to;
  const errorOf = (field: Field) => {
    const problem = problems[field] ?? (unchanged ? serverErrors[field] : undefined);
    return problem ? problemText(problem) : undefined;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problemsOf(draft)).length > 0) return;
    onSearch(draft);
  }

  const picker = (field: Field) => (
    <DatesSettings>
      <DatePickerInput
        label={t(`lossProfit.period.${field}`)}
        value={draft[field]}
        onChange={(next) => next && setDraft((d) => ({ ...d, [field]: next }))}
        leftSection={<IconCalendar size={16} />}
        error={errorOf(field)}
        w={{ base: '100%', xs: 200 }}
      />
    </DatesSettings>
  );

  return (
    <Paper
      withBorder
      p="md"
      mb="lg"
      component="form"
      onSubmit={submit}
      aria-label={t('lossProfit.period.title')}
      noValidate
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        {picker('from')}
        {picker('to')}
        <Button type="submit" leftSection={<IconSearch size={16} />} mt={{ base: 0, xs: 25 }}>
          {t('lossProfit.period.search')}
        </Button>
      </Group>
    </Paper>
  );
}
