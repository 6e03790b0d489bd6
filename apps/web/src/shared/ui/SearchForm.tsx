import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';

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
}

/** A list's search: a search landmark with the text field, any filters and the submit button. */
export function SearchForm({
  label,
  submitLabel,
  onSearch,
  submitVariant = 'filled',
  children,
}: SearchFormProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={label}
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
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
