import { isIsoDate } from '@hesab/domain';
import type { Field } from '@hesab/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { isPeriod, type Period } from './report-period.ts';

const dateWidth = { xs: '100%', sm: 170 };

interface DateBoxProps {
  name: string;
  label: string;
  value: unknown;
  error?: string;
  onChange(value: unknown): void;
}

/** The app's date box (Jalali in a Persian business), outside a form. */
function DateBox({ name, label, value, error, onChange }: DateBoxProps) {
  const field: Field = { name, type: 'date', label, required: true };
  return (
    <Box sx={{ width: dateWidth }} data-testid={`report-${name}`}>
      <FieldInput
        field={field}
        value={value}
        onChange={onChange}
        onBlur={() => undefined}
        label={label}
        error={error}
        values={{}}
        resource="reports"
      />
    </Box>
  );
}

interface FilterFormProps {
  onSubmit(): void;
  children: ReactNode;
}

/** The filters of a report in one wrapping row; Enter or the show button applies typed dates. */
function FilterForm({ onSubmit, children }: FilterFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {children}
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }} data-testid="report-show">
          {t('reports.show')}
        </Button>
      </Box>
    </Paper>
  );
}

interface PeriodFilterProps {
  period: Period;
  onApply(period: Period): void;
  /** the report's other choices (level, layout), applied as they change */
  children?: ReactNode;
}

/**
 * The range of a report. Dates are applied with the show button, not while typed: a Jalali date half typed is
 * often a valid but different day. Give it a `key` of the period so a new period from the URL resets it.
 */
export function PeriodFilter({ period, onApply, children }: PeriodFilterProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<unknown>(period.from);
  const [to, setTo] = useState<unknown>(period.to);
  const [checked, setChecked] = useState(false);
  const fromError = checked && !isIsoDate(from) ? t('reports.invalidDate') : undefined;
  const toError = !checked
    ? undefined
    : !isIsoDate(to)
      ? t('reports.invalidDate')
      : !isPeriod(from, to)
        ? t('reports.invalidPeriod')
        : undefined;

  const apply = () => {
    setChecked(true);
    if (isIsoDate(from) && isIsoDate(to) && isPeriod(from, to)) onApply({ from, to });
  };

  return (
    <FilterForm onSubmit={apply}>
      <DateBox name="from" label={t('reports.from')} value={from} error={fromError} onChange={setFrom} />
      <DateBox name="to" label={t('reports.to')} value={to} error={toError} onChange={setTo} />
      {children}
    </FilterForm>
  );
}

interface DayFilterProps {
  date: string;
  onApply(date: string): void;
  children?: ReactNode;
}

/** The day of a balance (balance sheet, balances against nature); keyed by the date like PeriodFilter. */
export function DayFilter({ date, onApply, children }: DayFilterProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState<unknown>(date);
  const [checked, setChecked] = useState(false);
  const apply = () => {
    setChecked(true);
    if (isIsoDate(day)) onApply(day);
  };
  return (
    <FilterForm onSubmit={apply}>
      <DateBox
        name="date"
        label={t('reports.date')}
        value={day}
        error={checked && !isIsoDate(day) ? t('reports.invalidDate') : undefined}
        onChange={setDay}
      />
      {children}
    </FilterForm>
  );
}
