import { forgotPassword } from '@facturo/sdk/endpoints';
import { Button } from '@facturo/ui';
import { useMutation } from '@tanstack/react-query';
import { useLogout } from '../../components/use-logout';
import { userSummary } from '../../components/user-summary';
import { useServices, useSession, useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import * as card from '../../ui/card.css';
import { FormMessages } from '../../ui/form-messages';

/**
 * Security: changing the password by a link to the account's e-mail (proving the mailbox, as a reset
 * does) and logging out of this browser.
 */
export function SecurityTab() {
  const t = useT();
  const { client, captcha } = useServices();
  const { userData } = useSession();
  const { email } = userSummary(userData);
  const logout = useLogout();
  const sendLink = useMutation({
    mutationFn: async () => {
      const captchaToken = await captcha.token('forgot_password');
      return client.call(forgotPassword, { body: { email, ...(captchaToken ? { captchaToken } : {}) } });
    },
  });
  return (
    <div className={card.stack}>
      <Card title={t('portal.passwordTitle')} subtitle={t('portal.passwordSubtitle', { email })}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
          <FormMessages
            success={sendLink.isSuccess ? t('success.password_reset_requested') : null}
            error={sendLink.isError ? (sendLink.error as Error).message : null}
          />
          <Button onClick={() => sendLink.mutate()} busy={sendLink.isPending}>
            {t('portal.sendPasswordLink')}
          </Button>
        </div>
      </Card>
      <Card title={t('portal.sessionTitle')} subtitle={t('portal.sessionSubtitle')}>
        <Button variant="secondary" onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </Card>
    </div>
  );
}
