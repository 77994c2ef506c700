/**
 * The database's own refusal (SQLSTATE 42501: a privilege not granted, or a row-level security policy) of a
 * statement, found among the causes drizzle wraps it in; a text saying there was none otherwise.
 */
export async function databaseRefusal(statement: Promise<unknown>): Promise<string> {
  const failure: unknown = await statement.then(
    () => undefined,
    (error: unknown) => error,
  );
  const causes: unknown[] = [];
  for (let error = failure; error instanceof Error; error = error.cause) causes.push(error);
  const denied = causes.find((error) => (error as { code?: unknown }).code === '42501') as Error | undefined;
  return denied?.message ?? `no permission error: ${String(failure)}`;
}
