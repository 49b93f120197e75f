import { getMe, updateMe } from '@facturo/sdk/endpoints';
import type { UpdateMeRequest } from '@facturo/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices, useSession } from '../services/services-context';

/** The signed-in user's profile and permissions, fresh from the API. */
export function useMe() {
  const { client } = useServices();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['me'],
    queryFn: () => client.call(getMe),
    enabled: isLoggedIn,
  });
}

/** Saves profile changes; the session (and so every menu) takes the answer's user data and rules. */
export function useUpdateMe() {
  const { client, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateMeRequest) => client.call(updateMe, { body: changes }),
    onSuccess: (me) => {
      queryClient.setQueryData(['me'], me);
      session.update({ userData: me.userData, userAbilityRules: me.userAbilityRules });
    },
  });
}
