/** A button whose action is asked about first, in a dialog (Escape or "Cancel" leave it unchanged). */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { DANGER_FILL } from '../../components/danger';
import type { MessageId } from '../../i18n/messages';

interface ConfirmButtonProps {
  label: MessageId;
  /** The item acted on: in the button's spoken name and in the question. */
  name: string;
  question: MessageId;
  disabled?: boolean;
  onConfirm: () => void;
}

export function ConfirmButton({ label, name, question, disabled, onConfirm }: ConfirmButtonProps) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const text = intl.formatMessage({ id: label });
  return (
    <>
      <Button
        size="xs"
        variant="filled"
        color={DANGER_FILL}
        disabled={disabled}
        onClick={open}
        aria-label={`${text}: ${name}`}
      >
        {text}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={text}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.close' }) }}
      >
        <Text>
          <FormattedMessage id={question} values={{ name }} />
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            <FormattedMessage id="admin.cancel" />
          </Button>
          <Button
            color={DANGER_FILL}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {text}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
