import { sendContactMessage, subscribeToNewsletter } from '@facturo/sdk/endpoints';
import type { ContactRequest, NewsletterRequest } from '@facturo/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** Sends the contact form (with a captcha token when the deployment uses one). */
export function useSendContact() {
  const { client, captcha } = useServices();
  return useMutation({
    mutationFn: async (input: Omit<ContactRequest, 'captchaToken'>) => {
      const captchaToken = await captcha.token('contact');
      return client.call(sendContactMessage, {
        body: { ...input, ...(captchaToken ? { captchaToken } : {}) },
      });
    },
  });
}

/** Signs an address up for the newsletter (with a captcha token when the deployment uses one). */
export function useNewsletterSignUp() {
  const { client, captcha } = useServices();
  return useMutation({
    mutationFn: async (input: Omit<NewsletterRequest, 'captchaToken'>) => {
      const captchaToken = await captcha.token('newsletter');
      return client.call(subscribeToNewsletter, {
        body: { ...input, ...(captchaToken ? { captchaToken } : {}) },
      });
    },
  });
}
