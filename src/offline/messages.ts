import { msg } from '@lingui/core/macro';

export const OFFLINE_MESSAGES = {
  storageFull: msg`This device is out of storage: reports will not be kept for offline reading.`,
};
