import {
  type IsuComponent,
  type IsuTemplate,
  IsuTemplateInput,
  type IsuValues,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import { translatedErrors } from '@/shared/lib/forms/form-errors';
import { type IsuFormValues, isuErrors, isuMessage, isuValuesOf } from './isu-values';

/** The template form's fields: its name, description and each installer setting's value. */
export interface TemplateValues {
  name: string;
  description: string;
  values: IsuFormValues;
}

/**
 * A new template starts at the factory values; an existing one shows its own values over them
 * (a template may hold some settings only).
 */
export function templateValues(
  components: readonly IsuComponent[],
  template?: IsuTemplate,
): TemplateValues {
  const values = isuValuesOf(components);
  // A setting the portal no longer offers is left out: the form could not show or fix it.
  for (const [id, value] of Object.entries(template?.values ?? {})) {
    if (id in values) values[id] = value;
  }
  return { name: template?.name ?? '', description: template?.description ?? '', values };
}

type Validated =
  | { ok: true; template: IsuTemplateInput }
  | { ok: false; errors: Record<string, string> };

/** Validates as the server will: IsuTemplateInput, and each setting's value (isuProblems). */
export function validateTemplate(
  t: TFunction,
  components: readonly IsuComponent[],
  values: TemplateValues,
): Validated {
  const parsed = IsuTemplateInput.safeParse({
    name: values.name,
    description: values.description,
    values: values.values as IsuValues,
  });
  const errors: Record<string, string> = parsed.success
    ? {}
    : translatedErrors(
        t,
        parsed.error.issues.filter((issue) => issue.path[0] !== 'values'),
      );
  for (const [id, message] of Object.entries(isuErrors(t, components, values.values))) {
    errors[`values.${id}`] = message;
  }
  if (parsed.success && Object.keys(errors).length === 0)
    return { ok: true, template: parsed.data };
  return { ok: false, errors };
}

/** The message for a field a refused 400 names (`name`, `values.heatStages`). */
export function templateFieldMessage(
  t: TFunction,
  components: readonly IsuComponent[],
  path: string,
): string {
  if (path.startsWith('values.')) {
    const id = path.slice('values.'.length);
    return isuMessage(
      t,
      components.find((component) => component.id === id),
    );
  }
  if (path === 'name') return t('remoteSessions.templates.nameProblem');
  if (path === 'description') return t('forms.tooLong', { max: 500 });
  return t('forms.invalid');
}
