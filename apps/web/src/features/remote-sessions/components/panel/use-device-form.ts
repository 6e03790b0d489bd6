import { useForm } from '@mantine/form';
import { useEffect } from 'react';

/**
 * A form over what the device answered. A newer answer (a change made elsewhere, a refetch after
 * a realtime event) replaces what the form shows, unless the user is changing it; `adopt` takes
 * the device's answer to the form's own change, which is then the form's unchanged state.
 * `valuesOf` turns an answer into the form's values.
 */
export function useDeviceForm<Answer, Values extends Record<string, unknown>>(
  answer: Answer,
  valuesOf: (answer: Answer) => Values,
) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(answer) });
  const adopt = (values: Values) => {
    form.setValues(values);
    form.resetDirty(values);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each new answer of the device.
  useEffect(() => {
    if (!form.isDirty()) adopt(valuesOf(answer));
  }, [answer]);

  return { form, adopt };
}
