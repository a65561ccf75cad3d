// The IDE's REST calls (/api/v1, the session cookie): one helper, the server's message on refusal.
export async function call(method, path, body) {
  const response = await fetch(`/api/v1${path}`, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(answer?.message ?? 'Something went wrong. Please try again.');
  return answer.data;
}
