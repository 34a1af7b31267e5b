/**
 * The project's form set-up: uncontrolled, checked against a shared zod schema on submit, its field errors
 * in the page's language (see translateFieldError). `alsoCheck` adds the checks the schema cannot make alone.
 *
 * A page whose first load should not build zod and its schemas (the sign-in pages, decision 0114) passes a
 * `DeferredSchema`: fetched when a field of the form is first focused, or at the first submit, which then
 * waits for it. Should it fail to arrive, the form goes without the check in the browser — the server checks
 * the same schema and answers in the reader's language — and the next submit tries to fetch it again.
 */
import { type FormErrors, schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { translateFieldError } from './formErrors';

type Schema = Parameters<typeof schemaResolver>[0];
type Check = (values: Record<string, unknown>) => FormErrors;
type Result = FormErrors | Promise<FormErrors>;

export class DeferredSchema {
  #check: Check | undefined;
  #loading: Promise<Check> | undefined;

  constructor(private readonly load: () => Promise<Schema>) {}

  /** Starts fetching the schema, once. */
  prepare(): Promise<Check> {
    this.#loading ??= this.load().then(
      (schema) => {
        this.#check = schemaResolver(schema, { sync: true }) as Check;
        return this.#check;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  /** The errors: at once when the schema is here, else once it has arrived (none if it cannot). */
  check(values: Record<string, unknown>): Result {
    if (this.#check) return this.#check(values);
    return this.prepare().then(
      (check) => check(values),
      () => ({}),
    );
  }
}

export function useValidatedForm<Values extends Record<string, unknown>, TransformedValues = Values>(
  schema: Schema | DeferredSchema,
  input: UseFormInput<Values, TransformedValues>,
  alsoCheck?: (values: Values) => FormErrors,
) {
  const intl = useIntl();
  const deferred = schema instanceof DeferredSchema ? schema : undefined;
  const resolve: (values: Values) => Result = deferred
    ? (values) => deferred.check(values)
    : schemaResolver(schema as Schema, { sync: true });
  const validate = (values: Values): Result => {
    const errors = resolve(values);
    if (!alsoCheck) return errors;
    return errors instanceof Promise
      ? errors.then((found) => ({ ...found, ...alsoCheck(values) }))
      : { ...errors, ...alsoCheck(values) };
  };
  return useForm<Values, TransformedValues>({
    mode: 'uncontrolled',
    validate,
    enhanceGetInputProps: ({ inputProps }) => ({
      error: translateFieldError(intl, inputProps.error),
      ...(deferred && {
        onFocus: (event: React.FocusEvent) => {
          void deferred.prepare().catch(() => {});
          inputProps.onFocus?.(event);
        },
      }),
    }),
    ...input,
  });
}
