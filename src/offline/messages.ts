import { msg } from '@lingui/core/macro';

export const OFFLINE_MESSAGES = {
  storageFull: msg`This device is out of storage: reports will not be kept for offline reading.`,
  evicted: msg`The browser removed the reports kept on this device to free space: they are read again from the server, and need a connection until then.`,
};
