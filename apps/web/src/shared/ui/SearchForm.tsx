import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type FormEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SearchForm.module.css';

interface SearchFormProps {
  /** The search field's label. */
  label: string;
  submitLabel: string;
  /** The text as it stood when the search was sent. */
  onSearch: (text: string) => void;
  /** The default look fits a search beside a section's other buttons. */
  submitVariant?: 'filled' | 'default';
  /** More filters, between the search field and the button. */
  children?: ReactNode;
  /** The search field, e.g. to give it focus when the list clears the search itself. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list's search: a search landmark with the text field, any filters and the submit button.
 * While the field has text, a clear button in it empties it and shows the whole list again.
 */
export function SearchForm({
  label,
  submitLabel,
  onSearch,
  submitVariant = 'filled',
  children,
  inputRef,
}: SearchFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const fieldRef = useMergedRef(field, inputRef);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };
  const clear = () => {
    setText('');
    onSearch('');
    field.current?.focus();
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            ref={fieldRef}
            label={label}
            type="search"
            classNames={{ input: classes.input }}
            rightSection={
              text === '' ? null : (
                <CloseButton aria-label={t('searchForm.clear')} onClick={clear} />
              )
            }
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            // At least 16rem wide: on a phone the field has a line of its own, the rest below it.
            style={{ flex: '1 1 16rem' }}
          />
          {children}
          <Button type="submit" variant={submitVariant}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </search>
  );
}
