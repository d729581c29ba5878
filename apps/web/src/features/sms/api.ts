import type { ApiMessage } from '@chalan/core/replies';
import type {
  SmsMessage,
  SmsSettings,
  SmsSettingsBody,
  SmsTestBody,
  SmsUsage,
} from '@chalan/core/sms/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { SESSION_KEY } from '../account/session.ts';

export type { SmsMessage, SmsSettings, SmsSettingsBody, SmsUsage };

export const SMS_KEY = ['sms'] as const;
const SETTINGS_KEY = [...SMS_KEY, 'settings'] as const;
const MESSAGES_KEY = [...SMS_KEY, 'messages'] as const;
const USAGE_KEY = [...SMS_KEY, 'usage'] as const;

/** The seller's gateway and texts (the API key only as its hint), the default texts and samples. */
export function useSmsSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<SmsSettings>('/api/sms/settings', signal),
  });
}

/** Saves the settings; the reply is the settings as GET gives them. */
export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSettingsBody) => api.put<SmsSettings>('/api/sms/settings', body),
    onSuccess: async (reply) => {
      queryClient.setQueryData(SETTINGS_KEY, reply);
      // The session says whether the confirmation SMS can be asked for (me.seller.smsReady).
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** One test message now, with the saved settings; it shows in the log and the month's count either way. */
export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsTestBody) => api.post<ApiMessage>('/api/sms/test', body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
      ]),
  });
}

/** The log of messages to customers, newest first, server-paged. */
export function useSmsMessages() {
  return usePagedList<SmsMessage>(MESSAGES_KEY, '/api/sms/messages');
}

export function useSmsUsage() {
  return useQuery({
    queryKey: USAGE_KEY,
    queryFn: ({ signal }) => api.get<SmsUsage>('/api/sms/usage', signal),
  });
}
