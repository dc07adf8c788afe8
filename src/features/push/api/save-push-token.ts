// POST /api/account/pushToken (SPEC §7): the server keeps the device's token to send it pushes.
// The delete call runs at sign-out and lives with the token helpers in src/lib/push.ts.
import type { PushTokenInput } from '../../../contract/push';
import { apiClient } from '../../../lib/api-client';

export function savePushTokenOnServer(token: string): Promise<unknown> {
  const body: PushTokenInput = { token };
  return apiClient.post('/account/pushToken', body);
}
