import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationStatus } from 'shared-contracts/api';
import { callKey, callQuery, useCallMutation, usePlatform, type CallMutationOptions } from 'shared-contracts/platform';

/** The member's verification: level, what they gave, the withdrawal thresholds, a pending or rejected submission. */
export function useVerificationStatus() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'verificationStatus'));
}

function useStoreStatus() {
  const queryClient = useQueryClient();
  return (fresh: VerificationStatus) => queryClient.setQueryData(callKey('verificationStatus'), fresh);
}

/** Basic (name and date of birth) and the submission answer the fresh status: it takes the cached one's place. */
export function useVerificationBasic({ onSuccess, ...options }: CallMutationOptions<'verificationBasic'> = {}) {
  const store = useStoreStatus();
  return useCallMutation('verificationBasic', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      store(fresh);
      return onSuccess?.(fresh, ...rest);
    },
  });
}

export function useVerificationSubmit({ onSuccess, ...options }: CallMutationOptions<'verificationSubmit'> = {}) {
  const store = useStoreStatus();
  return useCallMutation('verificationSubmit', {
    ...options,
    onSuccess: (fresh, ...rest) => {
      store(fresh);
      return onSuccess?.(fresh, ...rest);
    },
  });
}

export const useVerificationUpload = (options: CallMutationOptions<'verificationUpload'> = {}) =>
  useCallMutation('verificationUpload', options);

/** A picked file as base64 (what the upload call carries); the server checks its type by its bytes. */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
