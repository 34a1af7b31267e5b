/**
 * Enrolment of two-factor sign-in (issue 18): a new secret from the server, shown as a QR code rendered in
 * the browser (the `qrcode` package, no outside service) and as text for typing in by hand; a current code
 * confirms it; then the ten recovery codes, shown this once, to copy or download as a text file.
 */
import { Alert, Button, Code, Group, Image, List, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BRAND, type TwoFactorSetup } from '@wurzelwerk/shared';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { saveFile } from '../../lib/download';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { CodeForm } from './CodeForm';

/** The recovery codes as a text file: a heading line, the codes one per line. */
function downloadCodes(codes: string[], heading: string) {
  const text = `${heading}\n\n${codes.join('\n')}\n`;
  saveFile(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
    `${BRAND.toLowerCase()}-recovery-codes.txt`,
  );
}

function QrCode({ setup }: { setup: TwoFactorSetup }) {
  const intl = useIntl();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(setup.otpauthUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setImage(url);
    });
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);
  return image ? (
    <Image src={image} w={200} h={200} alt={intl.formatMessage({ id: 'twoFactor.enrol.qrAlt' })} />
  ) : (
    <div style={{ width: 200, height: 200 }} />
  );
}

export function TwoFactorEnrolDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const setup = trpc.auth.twoFactor.setup.useMutation();
  const enable = trpc.auth.twoFactor.enable.useMutation({
    onSuccess: () => utils.auth.twoFactor.status.invalidate(),
  });
  const { mutate: start, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;
  useEffect(() => {
    if (opened) start();
  }, [opened, start]);
  const close = () => {
    resetSetup();
    resetEnable();
    onClose();
  };
  const codes = enable.data?.recoveryCodes;
  const heading = intl.formatMessage({ id: 'twoFactor.codes.fileHeading' }, { brand: BRAND });
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'toast.close' }) }}
      title={<FormattedMessage id={codes ? 'twoFactor.codes.title' : 'twoFactor.enrol.title'} />}
      size="lg"
    >
      {codes ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="status">
            <FormattedMessage id="twoFactor.codes.once" />
          </Alert>
          <List
            spacing={4}
            listStyleType="none"
            aria-label={intl.formatMessage({ id: 'twoFactor.codes.title' })}
          >
            {codes.map((code) => (
              <List.Item key={code}>
                <Code fz="md">{code}</Code>
              </List.Item>
            ))}
          </List>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadCodes(codes, heading)}
            >
              <FormattedMessage id="twoFactor.codes.download" />
            </Button>
            <Button onClick={close}>
              <FormattedMessage id="twoFactor.codes.done" />
            </Button>
          </Group>
        </Stack>
      ) : setup.isError ? (
        <ErrorAlert>{failureText(setup.error)}</ErrorAlert>
      ) : !setup.data ? (
        <Text size="sm">
          <FormattedMessage id="twoFactor.enrol.preparing" />
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            <FormattedMessage id="twoFactor.enrol.scan" />
          </Text>
          <QrCode setup={setup.data} />
          <Text size="sm">
            <FormattedMessage id="twoFactor.enrol.manual" />
          </Text>
          <Code block fz="md" data-testid="two-factor-secret">
            {setup.data.secret}
          </Code>
          <CodeForm
            submitLabel="twoFactor.enrol.confirm"
            pending={enable.isPending}
            failure={enable.error}
            onCode={(code) => enable.mutate({ code })}
          />
        </Stack>
      )}
    </Modal>
  );
}
