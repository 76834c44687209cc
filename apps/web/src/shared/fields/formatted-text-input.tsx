import type { Field } from '@hesab/contract';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { InputProps } from './field-type.ts';

interface FormattedTextInputProps {
  name: string;
  label: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** the text to edit once the box takes focus (plain digits, no separators) */
  editText: string;
  /** what the box shows while it does not have focus (separators, the language's digits) */
  formatted: string;
  /** takes the typed text and answers the text the box keeps */
  onType(text: string): string;
  onBlur(): void;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  endAdornment?: ReactNode;
}

/** What every typed field's box takes over from the form as it is. */
export function fieldBoxProps({ field, label, error, disabled }: InputProps<Field>) {
  return { name: field.name, label, required: field.required, disabled, error };
}

/**
 * A box that edits plain text while focused and shows the formatted value otherwise, so typing is never
 * disturbed by separators or by the form re-reading what was typed.
 */
export function FormattedTextInput(props: FormattedTextInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // A press of the mouse or a touch on the box focuses it with the caret where the press landed; only a focus
  // from the keyboard (Tab, or a grid moving on with Enter) selects what the box holds.
  const pressed = useRef(false);
  const onFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const byKeyboard = !pressed.current;
    pressed.current = false;
    if (byKeyboard) {
      // The edit text replaces the formatted one, which would drop the selection Tab made. Written here first,
      // the render finds the value already in place and leaves the selection alone; so typing overwrites the
      // amount, as in a spreadsheet, even where the full maxLength would refuse another character.
      event.target.value = props.editText;
      event.target.select();
    }
    setDraft(props.editText);
  };
  return (
    <TextField
      fullWidth
      name={props.name}
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      error={props.error !== undefined}
      helperText={props.error}
      placeholder={props.placeholder}
      value={draft ?? props.formatted}
      // Right-aligned in right-to-left pages: the rtl style cache mirrors 'left'.
      sx={{ '& input': { textAlign: 'left' } }}
      onFocus={onFocus}
      onChange={(event) => setDraft(props.onType(event.target.value))}
      onBlur={() => {
        pressed.current = false;
        setDraft(null);
        props.onBlur();
      }}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          maxLength: draft === null ? undefined : props.maxLength,
          inputMode: props.inputMode,
          onMouseDown: () => {
            pressed.current = true;
          },
        },
        input: props.endAdornment ? { endAdornment: props.endAdornment } : undefined,
      }}
    />
  );
}
