import type { UserData } from '@facturo/sdk/session';
import { Button } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconUserCircle from '@tabler/icons-react/dist/esm/icons/IconUserCircle.mjs';
import { useState } from 'react';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from '../login.css';
import type { LoginFlow } from '../login-flow';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

/** Who is signed in (in this widget or any other on the same API), and a way out. */
export function SignedInScreen({ flow, auth, user }: { flow: LoginFlow; auth: Auth; user: UserData | null }) {
  useSignals();
  const { t } = useWidget();
  const [leaving, setLeaving] = useState(false);
  const name = typeof user?.firstName === 'string' ? user.firstName : '';
  const email = typeof user?.email === 'string' ? user.email : '';

  const signOut = async () => {
    setLeaving(true);
    await auth.signOut();
    setLeaving(false);
    flow.go('login');
  };

  return (
    <ScreenFrame flow={flow} title={name ? t('login.greeting', { name }) : t('login.signedInTitle')}>
      <div className={styles.signedIn}>
        <span className={styles.avatar}>
          <IconUserCircle size={28} aria-hidden="true" focusable="false" />
        </span>
        <div>
          <p className={styles.muted}>{t('login.signedInAs')}</p>
          <p className={styles.strong}>{email}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        block
        onClick={signOut}
        busy={leaving}
        icon={<IconLogout size={18} aria-hidden="true" focusable="false" />}
      >
        {t('login.logout')}
      </Button>
    </ScreenFrame>
  );
}
