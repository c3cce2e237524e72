// What a provider's answer means for the message, whichever the channel.
export type ProviderAnswer =
  | { outcome: 'accepted'; providerMessageId: string }
  /** Nothing was delivered and trying again later may work (throughput, outage, network). */
  | { outcome: 'retry'; error: string }
  /** This channel cannot deliver this message: the next channel is tried. */
  | { outcome: 'refused'; error: string; code?: number };

/** How long one call to WhatsApp or Termii may take. */
const PROVIDER_TIMEOUT_MS = 15_000;

/** Sends JSON; a network failure or timeout answers null (nothing known to be accepted). */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Kept as null: an error page or an empty body.
    }
    return { status: response.status, json, text: text.slice(0, 500) };
  } catch (error) {
    return { status: 0, json: null, text: error instanceof Error ? error.message : String(error) };
  }
}
