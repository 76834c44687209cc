import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface DebouncedTextFieldProps {
  /** the committed text, e.g. from the URL */
  value: string;
  /** the trimmed text, once typing has paused for `delayMs` (or at Enter) */
  onCommit(text: string): void;
  delayMs: number;
  label: string;
  testId?: string;
  search?: boolean;
}

/** A text box that commits after a pause in typing; a new committed value (the back button) replaces its text. */
export function DebouncedTextField({ value, onCommit, delayMs, label, testId, search }: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    setText(value);
  }
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = setTimeout(() => commitRef.current(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <TextField
      size="small"
      type={search ? 'search' : 'text'}
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitRef.current(text.trim());
      }}
      slotProps={{
        htmlInput: { 'data-testid': testId, dir: 'auto' },
        input: search
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
    />
  );
}
