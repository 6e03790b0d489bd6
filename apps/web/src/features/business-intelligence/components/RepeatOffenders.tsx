import { Anchor } from '@mantine/core';
import type { AlertInsights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerPath } from '@/shared/config/paths';
import { formatCount } from '@/shared/lib/insights/format';
import { personName } from '@/shared/lib/person-name';
import { ExportableTable, type ExportColumn } from './ExportableTable';

type Offenders = AlertInsights['repeatOffenders'];
type OffendingHome = Offenders['homes'][number];
type OffendingDevice = Offenders['devices'][number];

/**
 * The devices and homes that raised the most alerts in the period, most first: where a visit
 * would do the most good. The customer's name opens their account.
 */
export function RepeatOffenders({ offenders }: { offenders: Offenders }) {
  const { t, i18n } = useTranslation();
  const customerName = (home: OffendingHome) =>
    personName({ firstName: home.customerFirstName, lastName: home.customerLastName });
  const homeColumns: ExportColumn<OffendingHome>[] = [
    { header: t('businessIntelligence.alerts.home'), text: (home) => home.locationName },
    {
      header: t('businessIntelligence.alerts.customer'),
      text: customerName,
      cell: (home) => (
        <Anchor component={Link} to={customerPath(home.customerId)}>
          {customerName(home)}
        </Anchor>
      ),
    },
    {
      header: t('businessIntelligence.alerts.opened'),
      text: (home) => formatCount(home.alerts, i18n.language),
    },
  ];
  const deviceColumns: ExportColumn<OffendingDevice>[] = [
    { header: t('businessIntelligence.alerts.device'), text: (device) => device.deviceName },
    { header: t('businessIntelligence.alerts.macAddress'), text: (device) => device.macAddress },
    ...homeColumns,
  ];
  return (
    <>
      <ExportableTable
        title={t('businessIntelligence.alerts.repeatDevices')}
        subject="repeat-offender-devices"
        rows={offenders.devices.map((device) => ({ ...device, id: device.deviceId }))}
        columns={deviceColumns}
        empty={t('businessIntelligence.alerts.noRepeats')}
        minWidth={720}
      />
      <ExportableTable
        title={t('businessIntelligence.alerts.repeatHomes')}
        subject="repeat-offender-homes"
        rows={offenders.homes.map((home) => ({ ...home, id: home.locationId }))}
        columns={homeColumns}
        empty={t('businessIntelligence.alerts.noRepeats')}
        minWidth={480}
      />
    </>
  );
}
