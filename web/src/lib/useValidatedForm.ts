/**
 * The project's form set-up: uncontrolled, checked against a shared zod schema on submit, its field errors
 * in the page's language (see translateFieldError). `alsoCheck` adds the checks the schema cannot make alone.
 */
import { type FormErrors, schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { translateFieldError } from './formErrors';

export function useValidatedForm<Values extends Record<string, unknown>, TransformedValues = Values>(
  schema: Parameters<typeof schemaResolver>[0],
  input: UseFormInput<Values, TransformedValues>,
  alsoCheck?: (values: Values) => FormErrors,
) {
  const intl = useIntl();
  const resolve = schemaResolver(schema, { sync: true });
  return useForm<Values, TransformedValues>({
    mode: 'uncontrolled',
    validate: alsoCheck ? (values) => ({ ...resolve(values), ...alsoCheck(values) }) : resolve,
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(intl, inputProps.error) }),
    ...input,
  });
}
