import { useEffect, useId, useState } from 'react';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { logoLimits } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import classes from './logo-chooser.module.css';

interface LogoChooserProps {
  /** The chosen, not yet uploaded file. */
  file: File | null;
  /** The stored logo (data URL), shown while no file is chosen. */
  currentLogo: string | null;
  tenantName: string;
  error?: string;
  onChange: (file: File | null) => void;
}

/**
 * The chosen file as a data URL: the Content Security Policy allows images from the app and data URLs
 * only (`img-src 'self' data:`), so a blob: preview would be blocked.
 */
function useDataUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

/**
 * The tenant logo: a labelled native file input (keyboard and screen-reader friendly, and what
 * automated tests fill), a preview of the chosen file or the stored logo, and a clear button.
 */
export function LogoChooser({ file, currentLogo, tenantName, error, onChange }: LogoChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  const previewUrl = useDataUrl(file);
  const src = previewUrl ?? currentLogo;
  const alt = previewUrl ? t('tenants.logoPreview') : t('tenants.currentLogo', { name: tenantName });

  return (
    <Input.Wrapper
      id={id}
      label={t('tenants.logo')}
      description={t('tenants.logoRules', { size: logoLimits.maxBytes / 1024 })}
      error={error}
    >
      <Group align="center" gap="md" mt={6}>
        <div className={classes.frame}>
          {src ? (
            <Image src={src} alt={alt} fit="contain" h="100%" w="100%" />
          ) : (
            <Text size="xs" c="dimmed">
              {t('tenants.noLogo')}
            </Text>
          )}
        </div>
        <Stack gap={6}>
          <div>
            <input
              id={id}
              className={classes.fileInput}
              type="file"
              accept={logoLimits.types.join(',')}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                onChange(event.currentTarget.files?.[0] ?? null);
                event.currentTarget.value = '';
              }}
            />
            <Button
              component="label"
              htmlFor={id}
              className={classes.chooseButton}
              variant="default"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {t('tenants.chooseLogo')}
            </Button>
          </div>
          {file ? (
            <Group gap="xs">
              <Text size="sm">
                {t('tenants.chosenFile', { name: file.name, size: formatNumber(file.size / 1024, 1) })}
              </Text>
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => onChange(null)}
              >
                {t('tenants.clearLogo')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
