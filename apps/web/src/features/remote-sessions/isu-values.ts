import { type IsuComponent, type IsuValues, isuProblems } from '@portal/contracts';
import type { TFunction } from 'i18next';

// The installer set-up form's rules (device settings and company templates alike): the
// components come from the server with their labels; contracts' isuProblems says what is wrong.

/** Each component's value, by its id. */
export function isuValuesOf(components: readonly IsuComponent[]): IsuValues {
  return Object.fromEntries(
    components.map((component): [string, IsuValues[string]] => [
      component.id,
      Array.isArray(component.value) ? [...component.value] : component.value,
    ]),
  );
}

/** The form's value for a component: a number input that was cleared holds ''. */
export type IsuFormValues = Record<string, string | number | string[]>;

/** The message for what is wrong with a component's value, by its kind. */
export function isuMessage(t: TFunction, component: IsuComponent | undefined): string {
  switch (component?.type) {
    case 'SingleSelect':
      return t('remoteSessions.isu.chooseOne');
    case 'MultiSelect':
      return t('remoteSessions.isu.chooseAny');
    case 'Number':
      return t('remoteSessions.isu.numberRange', {
        min: component.min ?? 0,
        max: component.max ?? 0,
      });
    case 'String':
      return t('forms.tooLong', { max: component.maxLength ?? 0 });
    default:
      return t('forms.invalid');
  }
}

/** The values' problems by component id, in the portal's words; empty when there are none. */
export function isuErrors(
  t: TFunction,
  components: readonly IsuComponent[],
  values: IsuFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const id of Object.keys(isuProblems(values))) {
    errors[id] = isuMessage(
      t,
      components.find((component) => component.id === id),
    );
  }
  return errors;
}

/** The values that differ from the components' (what a save changes). */
export function changedIsuValues(
  components: readonly IsuComponent[],
  values: IsuFormValues,
): IsuValues {
  const before = isuValuesOf(components);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([id, value]) => JSON.stringify(value) !== JSON.stringify(before[id]),
    ),
  );
}
