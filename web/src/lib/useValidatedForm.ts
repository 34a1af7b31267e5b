/**
 * The project's form set-up: uncontrolled, checked against a shared zod schema on submit, its field errors
 * in the page's language (see translateFieldError).
 */
import { schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { translateFieldError } from './formErrors';

export function useValidatedForm<Values extends Record<string, unknown>, TransformedValues = Values>(
  schema: Parameters<typeof schemaResolver>[0],
  input: UseFormInput<Values, TransformedValues>,
) {
  const intl = useIntl();
  return useForm<Values, TransformedValues>({
    mode: 'uncontrolled',
    validate: schemaResolver(schema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(intl, inputProps.error) }),
    ...input,
  });
}
