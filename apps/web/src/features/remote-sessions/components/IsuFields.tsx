import { Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { IsuComponent } from '@portal/contracts';

interface IsuFieldsProps<Values> {
  components: readonly IsuComponent[];
  form: UseFormReturnType<Values>;
  /** Where the components' values sit in the form: '' at its top, 'values.' inside a template. */
  prefix?: string;
}

/**
 * One field per installer setting, by its kind: a single choice is a select, several choices
 * are checkboxes, a number is a number input within its bounds, text is a text input.
 */
export function IsuFields<Values>({ components, form, prefix = '' }: IsuFieldsProps<Values>) {
  return (
    <Stack gap="sm">
      {components.map((component) => {
        const path = `${prefix}${component.id}`;
        switch (component.type) {
          case 'SingleSelect':
            return (
              <Select
                key={component.id}
                label={component.label}
                data={component.options}
                allowDeselect={false}
                maw={360}
                {...form.getInputProps(path)}
              />
            );
          case 'MultiSelect':
            return (
              <Checkbox.Group
                key={component.id}
                label={component.label}
                {...form.getInputProps(path)}
              >
                <Group mt="xs">
                  {component.options.map((option) => (
                    <Checkbox key={option.value} value={option.value} label={option.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            );
          case 'Number':
            return (
              <NumberInput
                key={component.id}
                label={component.label}
                min={component.min ?? undefined}
                max={component.max ?? undefined}
                allowDecimal={false}
                clampBehavior="none"
                suffix={component.unit ? ` ${component.unit}` : undefined}
                maw={200}
                {...form.getInputProps(path)}
              />
            );
          case 'String':
            return (
              <TextInput
                key={component.id}
                label={component.label}
                maxLength={component.maxLength ?? undefined}
                maw={480}
                {...form.getInputProps(path)}
              />
            );
          default:
            return null;
        }
      })}
    </Stack>
  );
}
