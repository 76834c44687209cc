import type { OfflinePerson } from '@hesab/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { CashierDatabase } from './local-database.ts';
import { localPageSize } from './product-lookup.ts';

/** A person of the copy, found by the start of their name, 10 at a time (spec 02 section 9). */
export function CustomerPicker(props: { database: CashierDatabase; label: string; placeholder?: string; value: number | null; onChange(person: number | null): void; name: string }) {
  const { database, value, onChange } = props;
  const [text, setText] = useState('');
  const options = useLiveQuery(() => database.person.where('name').startsWithIgnoreCase(text.trim()).limit(localPageSize).toArray(), [database, text]) ?? [];
  const chosen = useLiveQuery(async () => (value === null ? null : ((await database.person.get(value)) ?? null)), [database, value]) ?? null;
  return (
    <Autocomplete<OfflinePerson>
      options={options}
      value={chosen}
      onChange={(_, person) => onChange(person?.id ?? null)}
      onInputChange={(_, typed) => setText(typed)}
      filterOptions={(all) => all}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} name={props.name} label={props.label} placeholder={props.placeholder} />}
      size="small"
    />
  );
}
