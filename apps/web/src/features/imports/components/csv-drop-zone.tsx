import { useRef } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from './csv-file-check';

// The picker offers CSVs; what is dropped is checked by the screen (csvFileProblem), so a refusal says why.
const csvTypes = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] };

interface CsvDropZoneProps {
  /** The file being worked on, named under the zone. */
  file: File | null;
  /** Why the last file chosen was refused in the browser. */
  refusal: string | null;
  /** What the file may hold, said in the zone before one is chosen. */
  hints: readonly string[];
  disabled: boolean;
  onFile: (file: File) => void;
  onSeveral: () => void;
}

/**
 * Where the CSV comes in: dropped on the zone or chosen with its button (a real button, so the keyboard reaches
 * it). The zone itself does not open the picker on click, so the button is the one way in and no click opens two.
 */
export function CsvDropZone({ file, refusal, hints, disabled, onFile, onSeveral }: CsvDropZoneProps) {
  const { t } = useTranslation();
  const openPicker = useRef<() => void>(null);

  const take = (files: readonly File[]) => {
    if (files.length > 1) onSeveral();
    else if (files[0]) onFile(files[0]);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        openRef={openPicker}
        // every file goes through onDropAny: the screen's own checks give the message
        onDrop={() => undefined}
        onDropAny={(accepted, rejected) => take([...accepted, ...rejected.map((rejection) => rejection.file)])}
        accept={csvTypes}
        multiple={false}
        disabled={disabled}
        activateOnClick={false}
        activateOnKeyboard={false}
        // the input's click, not the File System Access picker: the same in every browser and in tests
        useFsAccessApi={false}
        enablePointerEvents
        p="lg"
      >
        <Group justify="center" gap="md" mih={96} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypeCsv size={40} aria-hidden style={{ opacity: 0.6 }} />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text fw={600}>{t('imports.drop.title')}</Text>
            {hints.map((hint) => (
              <Text key={hint} size="sm" c="dimmed">
                {hint}
              </Text>
            ))}
            <Button
              variant="default"
              size="compact-sm"
              disabled={disabled}
              onClick={() => openPicker.current?.()}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('imports.drop.choose')}
            </Button>
          </Stack>
        </Group>
      </Dropzone>
      {file ? (
        <Text size="sm">{t('imports.drop.chosen', { name: file.name, size: fileSizeText(file.size) })}</Text>
      ) : null}
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </Stack>
  );
}
