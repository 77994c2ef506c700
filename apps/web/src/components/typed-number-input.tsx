import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../lib/notify';
import { numberRules, parseTypedNumber, shownNumber, type NumberKind, type NumberRefusal } from '../lib/typed-number';
import { useSubmitGuard } from './use-submit-guard';

/** A number field's value: a number, '' while empty, NaN while what is typed is refused (no number was read). */
export type TypedNumberValue = number | '';

type TypedNumberInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'> & {
  label: string;
  value: TypedNumberValue;
  onChange: (value: TypedNumberValue) => void;
  /** amount: 2 decimals, `1 234,56`; percent: up to 4 decimals with a % sign; integer: whole numbers. */
  kind: NumberKind;
  /** How a value the field did not read is shown (a calculated rate to 2 decimals); the kind's writing otherwise. */
  show?: (value: number) => string;
  /** The form's or the server's error, already in the active language. */
  error?: ReactNode;
  /** Told of every edit of the text, before it is read (a calculated value stops being the one shown). */
  onTextChange?: (text: string) => void;
};

const letter = /\p{L}/u;
const typedLetter = (event: React.KeyboardEvent) => event.key.length === 1 && letter.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A number typed in the product's writing (`1 234,56`), kept as typed while the field has focus (no mask eats a
 * character; the form's value follows what it reads) and read on leaving it, Enter or submit by the one
 * unambiguous reader (lib/typed-number): a number
 * it reads is shown back as the product writes it, so the user sees what was read; a text it cannot read
 * unambiguously (`100,000`), or with more decimals than the field takes, stays as typed with the reason under it,
 * and the form is not submitted while it does. A letter is refused as it is typed, with a message.
 */
export const TypedNumberInput = forwardRef<HTMLInputElement, TypedNumberInputProps>(function TypedNumberInput(
  { label, value, onChange, kind, show, error, onTextChange, onBlur, onFocus, onKeyDown, onPaste, ...props },
  ref,
) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  const shown = (held: TypedNumberValue) => (held === '' || Number.isNaN(held) ? '' : (show ?? ((number) => shownNumber(number, kind)))(held));
  // what is typed and not yet read as the value (null: the field shows the value); the text when focus came
  const [draft, setDraft] = useState<string | null>(null);
  const draftRef = useRef<string | null>(null);
  const textAtFocus = useRef<string | null>(null);
  const [refusal, setRefusal] = useState<NumberRefusal | null>(null);
  const [refusedLetter, setRefusedLetter] = useState(false);
  // the last value this field gave the form: any other value came from outside (a reset, a calculation)
  const given = useRef<TypedNumberValue>(value);

  const changeDraft = (text: string | null) => {
    draftRef.current = text;
    setDraft(text);
  };

  useEffect(() => {
    if (Object.is(value, given.current)) return;
    given.current = value;
    changeDraft(null);
    setRefusal(null);
  }, [value]);

  const give = (next: TypedNumberValue) => {
    given.current = next;
    onChange(next);
  };

  /** Reads what is typed, if it changed since focus; answers why the field refuses it, or null. */
  const commit = (): NumberRefusal | null => {
    const text = draftRef.current;
    if (text === null) return null;
    if (text === textAtFocus.current && !Number.isNaN(given.current)) {
      // left as it was shown: a calculated value held to more decimals than shown stays whole
      changeDraft(null);
      return null;
    }
    const read = parseTypedNumber(text, numberRules[kind]);
    if (read.kind === 'refused') {
      setRefusal(read.refusal);
      // NaN: no number was read; the form's value differs from any it held, so a reset is told apart
      give(Number.NaN);
      return read.refusal;
    }
    setRefusal(null);
    changeDraft(null);
    give(read.kind === 'empty' ? '' : read.value);
    return null;
  };

  const held = useRef<NumberRefusal | null>(null);
  useSubmitGuard(
    input,
    () => {
      held.current = commit();
      return held.current !== null;
    },
    () => {
      input.current?.focus();
      if (held.current) notifyError(t('errors.title'), `${label}: ${t(held.current.key, held.current.values)}`);
    },
  );

  return (
    <TextInput
      {...props}
      ref={input}
      label={label}
      value={draft ?? shown(value)}
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      autoComplete="off"
      error={refusedLetter ? t('validation.number') : refusal ? t(refusal.key, refusal.values) : error}
      onFocus={(event) => {
        if (draftRef.current === null) {
          const text = shown(value);
          textAtFocus.current = text;
          changeDraft(text);
        }
        onFocus?.(event);
      }}
      onChange={(event) => {
        setRefusedLetter(false);
        // the reason goes as the text is edited, not when it is left: a Save clicked then stays under the pointer
        setRefusal(null);
        const text = event.currentTarget.value;
        changeDraft(text);
        onTextChange?.(text);
        // the form follows the text as it is typed (its preview too), with no number while the text reads as none;
        // the text itself is left alone, and why it reads as none is said when it is left
        const read = parseTypedNumber(text, numberRules[kind]);
        give(read.kind === 'number' ? read.value : read.kind === 'empty' ? '' : Number.NaN);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (typedLetter(event)) {
          // refused where it is typed, and said so, rather than kept and read as nothing
          event.preventDefault();
          setRefusedLetter(true);
        } else if (event.key === 'Enter') {
          commit();
        }
        onKeyDown?.(event);
      }}
      onPaste={(event) => {
        onPaste?.(event);
        if (!letter.test(event.clipboardData.getData('text'))) return;
        event.preventDefault();
        setRefusedLetter(true);
      }}
    />
  );
});
