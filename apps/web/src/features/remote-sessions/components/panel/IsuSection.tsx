import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { IsuSettings } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsuSettings, useSaveIsuSettings } from '@/features/remote-sessions/api/isu-settings';
import { useTemplateChoices } from '@/features/remote-sessions/api/isu-templates';
import { IsuFields } from '@/features/remote-sessions/components/IsuFields';
import {
  changedIsuValues,
  isuErrors,
  isuMessage,
  isuValuesOf,
} from '@/features/remote-sessions/isu-values';
import {
  type DeviceProblemKey,
  deviceProblemKey,
  refusedFieldErrors,
} from '@/features/remote-sessions/problems';
import { ISU_TEMPLATES_PATH } from '@/shared/config/paths';
import { toastSuccess } from '@/shared/lib/toasts';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DeviceForm } from './DeviceForm';
import { DeviceRead } from './DeviceRead';
import { ProblemAlert } from './ProblemAlert';
import { Sending } from './Sending';
import { useDeviceForm } from './use-device-form';

interface IsuSectionProps {
  partnerAccountId: string;
  deviceId: string;
  mayManageTemplates: boolean;
}

/** The thermostat's installer set-up: each setting, or one of the company's templates at once. */
export function IsuSection({ partnerAccountId, deviceId, mayManageTemplates }: IsuSectionProps) {
  const { t } = useTranslation();
  const settings = useIsuSettings(partnerAccountId, deviceId, true);
  return (
    <TitledSection level={3} title={t('remoteSessions.isu.title')}>
      <DeviceRead query={settings}>
        {(answer) => (
          <Stack gap="lg">
            <ApplyTemplate
              partnerAccountId={partnerAccountId}
              deviceId={deviceId}
              mayManageTemplates={mayManageTemplates}
            />
            <IsuForm partnerAccountId={partnerAccountId} deviceId={deviceId} settings={answer} />
          </Stack>
        )}
      </DeviceRead>
    </TitledSection>
  );
}

const formValuesOf = (settings: IsuSettings) => isuValuesOf(settings.components);

function IsuForm({
  partnerAccountId,
  deviceId,
  settings,
}: {
  partnerAccountId: string;
  deviceId: string;
  settings: IsuSettings;
}) {
  const { t } = useTranslation();
  const save = useSaveIsuSettings(partnerAccountId, deviceId);
  const [problem, setProblem] = useState<
    DeviceProblemKey | 'remoteSessions.controls.nothingChanged'
  >();
  const { components } = settings;
  const { form, adopt } = useDeviceForm(settings, formValuesOf);

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const errors = isuErrors(t, components, values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const changed = changedIsuValues(components, values);
    if (Object.keys(changed).length === 0) {
      setProblem('remoteSessions.controls.nothingChanged');
      return;
    }
    try {
      adopt(formValuesOf(await save.mutateAsync({ values: changed })));
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
      // A refusal names `values.heatStages`; the form's field is `heatStages`.
      const idOf = (path: string) => path.replace(/^values\./, '');
      const refused = refusedFieldErrors(failure, (path) =>
        isuMessage(
          t,
          components.find((component) => component.id === idOf(path)),
        ),
      );
      form.setErrors(
        Object.fromEntries(Object.entries(refused).map(([path, message]) => [idOf(path), message])),
      );
      return;
    }
    toastSuccess(t('remoteSessions.isu.saved'));
  });

  return (
    <DeviceForm
      onSubmit={submit}
      problem={problem}
      submitLabel={t('remoteSessions.isu.save')}
      pending={save.isPending}
    >
      <IsuFields components={components} form={form} />
    </DeviceForm>
  );
}

function ApplyTemplate({ partnerAccountId, deviceId, mayManageTemplates }: IsuSectionProps) {
  const { t } = useTranslation();
  const templates = useTemplateChoices(partnerAccountId, true);
  const apply = useSaveIsuSettings(partnerAccountId, deviceId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<DeviceProblemKey>();

  if (templates.isPending) return <InlineLoader />;
  if (templates.isError) return <ProblemAlert problem="remoteSessions.isu.templatesFailed" />;
  const nodes = templates.data.nodes;
  const manage = mayManageTemplates && (
    <Anchor component={Link} to={ISU_TEMPLATES_PATH} size="sm">
      {t('remoteSessions.isu.manageTemplates')}
    </Anchor>
  );
  if (nodes.length === 0) {
    return (
      <Group gap="sm">
        <Text size="sm">{t('remoteSessions.isu.noTemplates')}</Text>
        {manage}
      </Group>
    );
  }

  const run = async () => {
    if (chosen === null) return;
    setProblem(undefined);
    try {
      await apply.mutateAsync({ partnerIsuTemplateId: chosen });
    } catch (failure) {
      setProblem(deviceProblemKey(failure));
      return;
    }
    const name = nodes.find((template) => template.id === chosen)?.name ?? '';
    toastSuccess(t('remoteSessions.isu.templateApplied', { name }));
  };

  return (
    <Stack gap="xs">
      <ProblemAlert problem={problem} />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('remoteSessions.isu.template')}
          placeholder={t('remoteSessions.isu.chooseTemplate')}
          data={nodes.map((template) => ({ value: template.id, label: template.name }))}
          value={chosen}
          onChange={setChosen}
          w={280}
        />
        <Button
          variant="default"
          disabled={chosen === null}
          loading={apply.isPending}
          onClick={() => void run()}
        >
          {t('remoteSessions.isu.applyTemplate')}
        </Button>
        <Sending pending={apply.isPending} />
      </Group>
      {manage}
    </Stack>
  );
}
