import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandCard, type BrandCardProps } from '@/shared/ui/BrandCard';
import classes from './HomeAppPreview.module.css';

export type PreviewBrand = Omit<BrandCardProps, 'headingOrder'>;

interface HomeAppPreviewProps {
  brand: PreviewBrand;
  /** The view page shows it larger than beside the form. */
  size?: 'default' | 'large';
}

const SAMPLE_DEVICES = ['thermostat', 'leakDetector'] as const;

/**
 * The homeowner app's home screen in a phone, showing a partner's brand as homeowners will see
 * it: a sample home, the brand card, and the home's devices. Its heading sits under the section
 * heading of whoever places it.
 */
export function HomeAppPreview({ brand, size = 'default' }: HomeAppPreviewProps) {
  const { t } = useTranslation();
  const phoneClass = size === 'large' ? `${classes.phone} ${classes.large}` : classes.phone;
  return (
    <Box className={phoneClass}>
      <div className={classes.statusBar} aria-hidden="true">
        <div className={classes.notch} />
      </div>
      <Stack gap="md" className={classes.screen}>
        <div>
          <Text fw={700} size="lg">
            {t('brandProfile.preview.homeName')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('brandProfile.preview.homeAddress')}
          </Text>
        </div>
        <BrandCard {...brand} headingOrder={3} />
        <Stack gap="xs">
          {SAMPLE_DEVICES.map((device) => (
            <Group key={device} justify="space-between" className={classes.device} wrap="nowrap">
              <Text size="sm" fw={500}>
                {t(`brandProfile.preview.devices.${device}`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`brandProfile.preview.deviceStates.${device}`)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
