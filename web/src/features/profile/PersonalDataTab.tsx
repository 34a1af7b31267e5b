/**
 * The personal data of /profile (product §2.13, §3 "Profile form", §4 view/edit/save/cancel): shown read-only,
 * edited in a form validated by the shared schema, saved through account.updateProfile. Cancel drops the
 * edits; the server's answer (e.g. 409 e-mail taken) appears at its field or above the buttons. A new
 * e-mail address needs the current password (issue 14): its field appears while the address differs; a
 * change waiting for its confirmation shows above the data, with its cancel button (issue 31).
 */
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { ACCOUNT_LIMITS, emailChanges, type Profile } from '@wurzelwerk/shared';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import { useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import { accountSchemas } from '../../lib/accountValidation';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { setSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';
import { PendingEmailChange } from './PendingEmailChange';

type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  location: string;
  company: string;
  website: string;
  birthDate: string;
  birthPlace: string;
  /** Sent only with a new e-mail address. */
  currentPassword: string;
};

function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    company: profile.company ?? '',
    website: profile.website ?? '',
    birthDate: profile.birthDate ?? '',
    birthPlace: profile.birthPlace ?? '',
    currentPassword: '',
  };
}

const FIELD_LABELS: Record<keyof ProfileFormValues, MessageId> = {
  firstName: 'profile.field.firstName',
  lastName: 'profile.field.lastName',
  email: 'profile.field.email',
  bio: 'profile.field.bio',
  location: 'profile.field.location',
  company: 'profile.field.company',
  website: 'profile.field.website',
  birthDate: 'profile.field.birthDate',
  birthPlace: 'profile.field.birthPlace',
  currentPassword: 'profile.field.currentPassword',
};

function Field({ name, value }: { name: keyof ProfileFormValues; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        <FormattedMessage id={FIELD_LABELS[name]} />
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value ?? (
          <Text span c="dimmed" fs="italic">
            <FormattedMessage id="profile.field.empty" />
          </Text>
        )}
      </Text>
    </Stack>
  );
}

function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const format = useFormat();
  return (
    <Stack gap="lg">
      <PendingEmailChange profile={profile} />
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
        <Field name="firstName" value={profile.firstName} />
        <Field name="lastName" value={profile.lastName} />
        <Field name="email" value={profile.email} />
        <Field name="location" value={profile.location} />
        <Field name="company" value={profile.company} />
        <Field name="birthDate" value={profile.birthDate && format.day(profile.birthDate)} />
        <Field name="birthPlace" value={profile.birthPlace} />
        <Field
          name="website"
          value={
            profile.website && (
              <Anchor href={profile.website} target="_blank" rel="noopener noreferrer">
                {profile.website}
              </Anchor>
            )
          }
        />
        <Field name="bio" value={profile.bio} />
      </SimpleGrid>
      <Group>
        <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
          <FormattedMessage id="profile.edit" />
        </Button>
      </Group>
    </Stack>
  );
}

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useValidatedForm<ProfileFormValues>(
    accountSchemas.updateProfile,
    { initialValues: formValuesOf(profile) },
    (values) =>
      emailChanges(profile.email, values.email) && !values.currentPassword
        ? { currentPassword: 'profile.validation.currentPasswordForEmail' }
        : {},
  );
  const emailChanged = emailChanges(profile.email, form.useWatchValue('email'));
  /** A text field of the form, labelled by its name. */
  const textField = (
    name: Exclude<keyof ProfileFormValues, 'bio' | 'currentPassword'>,
    props: TextInputProps,
  ) => (
    <TextInput
      key={form.key(name)}
      label={<FormattedMessage id={FIELD_LABELS[name]} />}
      {...props}
      {...form.getInputProps(name)}
    />
  );
  const update = trpc.account.updateProfile.useMutation({
    onSuccess: (saved) => {
      utils.account.profile.setData(undefined, saved);
      // The shell (user menu, initials) reads the session user: keep it in step with the saved names.
      setSessionUser({
        id: saved.id,
        firstName: saved.firstName,
        lastName: saved.lastName,
        username: saved.username,
        email: saved.email,
        emailVerified: saved.emailVerified,
        role: saved.role,
      });
      toast({
        title: intl.formatMessage({ id: 'profile.saved.title' }),
        message: intl.formatMessage({ id: 'profile.saved.message' }),
      });
      onDone();
    },
    onError: (error) => {
      if (error instanceof TRPCClientError && error.data?.code === 'CONFLICT') {
        form.setFieldError('email', error.message);
        return;
      }
      // A missing or wrong password comes back as an issue of its field, in the page's language.
      const passwordIssue = error.data?.issues?.find((issue) => issue.path === 'currentPassword');
      if (passwordIssue) {
        form.setFieldError('currentPassword', passwordIssue.message);
        return;
      }
      setServerError(failureText(error));
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ currentPassword, ...values }) => {
        setServerError(null);
        update.mutate(emailChanges(profile.email, values.email) ? { ...values, currentPassword } : values);
      })}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {textField('firstName', { autoComplete: 'given-name' })}
          {textField('lastName', { autoComplete: 'family-name' })}
          {textField('email', { type: 'email', autoComplete: 'email' })}
          {emailChanged && (
            <PasswordInput
              label={<FormattedMessage id={FIELD_LABELS.currentPassword} />}
              description={<FormattedMessage id="profile.field.currentPasswordHint" />}
              autoComplete="current-password"
              visibilityToggleButtonProps={{
                'aria-label': intl.formatMessage({ id: 'profile.password.toggle' }),
              }}
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
              // Mantine's PasswordInput marks an error only with data-invalid; screen readers need aria-invalid.
              aria-invalid={form.errors.currentPassword ? true : undefined}
            />
          )}
          {textField('location', { autoComplete: 'address-level2' })}
          {textField('company', { autoComplete: 'organization' })}
          {textField('website', { type: 'url', autoComplete: 'url', placeholder: 'https://' })}
          {textField('birthDate', {
            type: 'date',
            autoComplete: 'bday',
            description: <FormattedMessage id="profile.field.birthHint" />,
          })}
          {textField('birthPlace', { autoComplete: 'off' })}
        </SimpleGrid>
        <Textarea
          label={<FormattedMessage id={FIELD_LABELS.bio} />}
          description={
            <FormattedMessage id="profile.field.bioHint" values={{ max: ACCOUNT_LIMITS.bioMax }} />
          }
          autosize
          minRows={3}
          key={form.key('bio')}
          {...form.getInputProps('bio')}
        />
        {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
        <Group>
          <OnlineRequired>
            <Button type="submit" loading={update.isPending}>
              <FormattedMessage id="profile.save" />
            </Button>
          </OnlineRequired>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            <FormattedMessage id="profile.cancel" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PersonalDataTab({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    // Product §4 cancel: leaving edit mode drops the form, so the next opening starts from what is saved.
    <ProfileForm profile={profile} onDone={() => setEditing(false)} />
  ) : (
    <ProfileView profile={profile} onEdit={() => setEditing(true)} />
  );
}
