import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { DemoRoutesLoader } from '../runtime/core/connection/demo-connection-transport';
import { LazySection } from '../runtime/react/lazy-section';
import { useSdkStore } from '../runtime/react/use-sdk-store';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetRoot } from '../runtime/react/widget-root';
import { AwaitLaterScreens, useLaterScreens } from './later-screens';
import { LOGIN_MODES, type LoginMode, type LoginProps } from './login.types';
import { loginFrame } from './login.widget';
import { LoginFlow, type LoginFlowStart } from './login-flow';
import { pendingSignUpStore } from './pending-sign-up';
import { LoginScreen } from './screens/login-screen';
import { emailFrom, startScreen } from './start-screen';
import { useAuth } from './use-auth';

// A `demo` widget's answers, downloaded only then.
const demoRoutes: DemoRoutesLoader = () => import('./login.demo').then((module) => module.loginDemoRoutes());

const modeOf = (mode: unknown): LoginMode =>
  LOGIN_MODES.includes(mode as LoginMode) ? (mode as LoginMode) : 'login';

/**
 * Login, sign-up (e-mail code, then personal and taxpayer information), password recovery and reset.
 * Signing in stores the session through the sdk, shared by every widget on the same API, and
 * dispatches `facturo-login` { user }.
 * @example <Login mode="register" onLogin={(event) => console.log(event.detail.user)} />
 */
export function Login(props: LoginProps) {
  return (
    <WidgetRoot frame={loginFrame} props={props} demoRoutes={demoRoutes}>
      <LoginContent {...props} />
    </WidgetRoot>
  );
}

function LoginContent({ mode, redirectUrl, resetToken, email }: LoginProps) {
  useSignals();
  const { connection, t } = useWidget();
  const session = useSdkStore(connection.session);
  const auth = useAuth(redirectUrl);
  const [store] = useState(() => pendingSignUpStore(connection.apiBaseUrl));
  const opening = (): LoginFlowStart => {
    const pending = store.read();
    const start = startScreen(modeOf(mode), pending, emailFrom(email, pending));
    const notice = start.restarted ? { tone: 'primary' as const, text: t('login.resumeSignUp') } : null;
    return { screen: start.screen, store, email: start.email, notice };
  };
  const [flow] = useState(() => new LoginFlow(opening()));

  // A new `mode` attribute opens that screen; typing on the current one is not lost otherwise.
  const shownMode = useRef(modeOf(mode));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `mode` opens another screen.
  useEffect(() => {
    if (shownMode.current === modeOf(mode)) return;
    shownMode.current = modeOf(mode);
    const next = opening();
    if (next.email) flow.email.value = next.email;
    flow.go(next.screen, next.notice);
  }, [flow, mode]);

  const later = useLaterScreens();

  // Another widget (or another tab's refresh) may sign the user in or out.
  const screen =
    session.isLoggedIn && flow.screen.value !== 'reset-password' ? 'signed-in' : flow.screen.value;
  if (screen === 'login') return <LoginScreen flow={flow} auth={auth} />;
  if (!later) {
    return (
      <LazySection>
        <AwaitLaterScreens />
      </LazySection>
    );
  }
  const {
    SignedInScreen,
    RegisterScreen,
    VerifyScreen,
    ProfileScreen,
    ForgotPasswordScreen,
    ResetPasswordScreen,
  } = later;
  switch (screen) {
    case 'signed-in':
      return <SignedInScreen flow={flow} auth={auth} user={session.userData} />;
    case 'register':
      return <RegisterScreen flow={flow} auth={auth} />;
    case 'verify':
      return <VerifyScreen flow={flow} auth={auth} />;
    case 'profile':
      return <ProfileScreen flow={flow} auth={auth} />;
    case 'forgot-password':
      return <ForgotPasswordScreen flow={flow} auth={auth} />;
    default:
      return <ResetPasswordScreen flow={flow} auth={auth} resetToken={resetToken} />;
  }
}
