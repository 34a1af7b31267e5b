/**
 * What every console page shares: feedback after a write (a toast; the console's lists reload), the
 * saving of a record's create-or-edit form, the dialog around a form (fields.tsx: its inputs) and a text
 * it checks by a shared rule, and the published badge.
 */
import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ZodType } from 'zod';
import { useFailureToast, useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import { translateFieldError } from '../../lib/formErrors';
import { trpc } from '../../lib/trpc';

/** After a write: a toast saying what happened, and every list of the console loads again. */
export function useFeedback() {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const utils = trpc.useUtils();
  /** Then `after` (e.g. closing the dialog). */
  const done = (message: MessageId, after?: () => void) => {
    after?.();
    toast({
      title: intl.formatMessage({ id: 'admin.savedTitle' }),
      message: intl.formatMessage({ id: message }),
    });
    void utils.admin.invalidate();
  };
  const failed = (error: unknown) => failureToast('admin.failedTitle', error);
  return {
    done,
    failed,
    /** A mutation's options: on success `done(message, after)`, on failure the failure's toast. */
    on: (message: MessageId, after?: () => void) => ({
      onSuccess: () => done(message, after),
      onError: failed,
    }),
  };
}

interface Mutation<Input> {
  mutate: (input: Input) => void;
  isPending: boolean;
}

type MutationOptions = { onSuccess: () => void; onError: (error: unknown) => void };

/** A record's create and update procedures (`trpc.admin.<records>`). */
export interface SaveProcedures<Input> {
  create: { useMutation(options: MutationOptions): Mutation<Input> };
  update: { useMutation(options: MutationOptions): Mutation<Input & { id: number }> };
}

/** The console's kinds of records, with their texts: the page's title, the editor's titles, the saved toast. */
export const RECORD_TEXTS = {
  news: { page: 'admin.nav.news', new: 'admin.news.new', edit: 'admin.news.edit', saved: 'admin.news.saved' },
  issuers: {
    page: 'admin.nav.issuers',
    new: 'admin.issuers.new',
    edit: 'admin.issuers.edit',
    saved: 'admin.issuers.saved',
  },
  products: {
    page: 'admin.nav.products',
    new: 'admin.products.new',
    edit: 'admin.products.edit',
    saved: 'admin.products.saved',
  },
  projects: {
    page: 'admin.nav.projects',
    new: 'admin.projects.new',
    edit: 'admin.projects.edit',
    saved: 'admin.projects.saved',
  },
} as const satisfies Record<string, Record<'page' | 'new' | 'edit' | 'saved', MessageId>>;
export type RecordKind = keyof typeof RECORD_TEXTS;

/**
 * A create-or-edit form's dialog and saving: the title (new or edit), with the item its update (the id
 * added), else the create; then the kind's saved toast and `onClose`, or the failure's toast.
 */
export function useRecordEditor<Input>(
  procedures: SaveProcedures<Input>,
  item: { id: number } | null,
  kind: RecordKind,
  onClose: () => void,
) {
  const intl = useIntl();
  const feedback = useFeedback();
  const options = feedback.on(RECORD_TEXTS[kind].saved, onClose);
  const create = procedures.create.useMutation(options);
  const update = procedures.update.useMutation(options);
  return {
    title: intl.formatMessage({ id: item ? RECORD_TEXTS[kind].edit : RECORD_TEXTS[kind].new }),
    pending: create.isPending || update.isPending,
    onClose,
    save: (input: Input) => (item ? update.mutate({ ...input, id: item.id }) : create.mutate(input)),
  };
}

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** The submit button's text, and its colour when not the primary one. */
  submit: MessageId;
  submitColor?: string;
  /** The button left of submit; a cancel button that closes the dialog when left out. */
  secondary?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** A dialog around a form, open while mounted: Escape and the close button leave it, Enter submits. */
export function FormDialog(props: FormDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size={props.size}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.close' }) }}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="sm">
          {props.children}
          <Group justify={props.secondary ? 'space-between' : 'flex-end'} mt="sm">
            {props.secondary ?? (
              <Button variant="default" onClick={props.onClose}>
                <FormattedMessage id="admin.cancel" />
              </Button>
            )}
            <Button type="submit" color={props.submitColor} loading={props.pending}>
              <FormattedMessage id={props.submit} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The dialog of a create or edit form (`editor`: its useRecordEditor), saved when its values pass. */
export function EditorDialog<Values extends Record<string, unknown>>(props: {
  editor: { title: string; pending: boolean; onClose: () => void };
  form: UseFormReturnType<Values>;
  onSave: (values: Values) => void;
  children: ReactNode;
}) {
  return (
    <FormDialog {...props.editor} size="lg" onSubmit={props.form.onSubmit(props.onSave)} submit="admin.save">
      {props.children}
    </FormDialog>
  );
}

/**
 * A dialog's one text (a reason, a note) checked by a shared schema's rule: the input's props (its error in
 * the page's language, cleared by typing) and the form's submit, which passes the checked value on.
 */
export function useCheckedText<T>(rule: ZodType<T>, initial = '') {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    input: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(event.currentTarget.value);
        setError(null);
      },
      error: translateFieldError(intl, error ?? undefined),
    },
    submit: (then: (checked: T) => void) => (event: FormEvent) => {
      event.preventDefault();
      const checked = rule.safeParse(value);
      if (checked.success) then(checked.data);
      else setError(checked.error.issues[0]?.message ?? null);
    },
  };
}

/** Published or draft. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge color={published ? 'var(--mantine-color-forest-8)' : 'var(--mantine-color-gray-7)'} autoContrast>
      <FormattedMessage id={published ? 'admin.published' : 'admin.draft'} />
    </Badge>
  );
}
