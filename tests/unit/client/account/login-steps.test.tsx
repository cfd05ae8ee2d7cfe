// @vitest-environment jsdom
/**
 * A login that answers 11013 or 11016 leads on to its step with the step's token in sessionStorage
 * (never in the address), and /forget opened by an 11016 login starts at the new password.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen as view, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import en from '../../../../locales/en.json';
import { renderRoutes } from '../render-routes';

const postEnvelope = vi.fn<(path: string, json?: unknown) => Promise<unknown>>();
const post = vi.fn<(path: string, json?: unknown) => Promise<unknown>>();
vi.mock('../../../../src/client/app/http', () => ({ http: { postEnvelope: (path: string, json?: unknown) => postEnvelope(path, json), post: (path: string, json?: unknown) => post(path, json) } }));

const { LoginForm } = await import('../../../../src/client/pages/login/LoginForm');
const { ForgetPage } = await import('../../../../src/client/pages/account/ForgetPage');
const { CheckPage } = await import('../../../../src/client/pages/account/CheckPage');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function show(path: string) {
  renderRoutes([
    { path: '/login', element: <><LoginForm /><Where /></> },
    { path: '/forget', element: <><ForgetPage /><Where /></> },
    { path: '/check', element: <><CheckPage /><Where /></> },
  ], path);
}

async function logIn() {
  fireEvent.change(view.getByPlaceholderText(en['login.account.placeholder']), { target: { value: ' newbie@demo.test ' } });
  fireEvent.change(view.getByPlaceholderText(en['login.password.placeholder']), { target: { value: 'Expo2026!' } });
  fireEvent.submit(view.getByRole('form'));
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  postEnvelope.mockReset();
  post.mockReset();
});

const future = () => Math.floor(Date.now() / 1000) + 600;

describe('a login that needs a step first', () => {
  it('11013: goes to /check with the bind token in sessionStorage, keeping the redirect', async () => {
    postEnvelope.mockResolvedValueOnce({ code: 11013, message: 'bind first', data: { bind_token: 'secret-bind', expire: future() } });
    show('/login?redirect=%2Ffaq%2Findex');
    await logIn();
    await waitFor(() => expect(view.getByTestId('where').textContent).toBe('/check?redirect=%2Ffaq%2Findex'));
    expect(postEnvelope).toHaveBeenCalledWith('v2/login/account', { account: 'newbie@demo.test', password: 'Expo2026!' });
    expect(JSON.stringify(sessionStorage)).toContain('secret-bind');
    expect(view.getByTestId('where').textContent).not.toContain('secret');
    await view.findByText(en['account.check.title']);
    expect(view.getByTestId('steps').getAttribute('data-current')).toBe('0');
  });

  it('11016: opens /forget on the new-password step; the pair is checked before anything is sent', async () => {
    postEnvelope.mockResolvedValueOnce({ code: 11016, message: 'set a password', data: { reset_token: 'secret-reset', expire: future() } });
    show('/login');
    await logIn();
    await view.findByText(en['login.setPasswordRequired.title']);
    expect(view.getByTestId('where').textContent).toBe('/forget');
    expect(view.getByTestId('steps').getAttribute('data-current')).toBe('1');

    fireEvent.change(view.getByPlaceholderText(en['account.password.new.placeholder']), { target: { value: 'short' } });
    fireEvent.submit(view.getByRole('form'));
    expect((await view.findByTestId('password-error')).textContent).toBe(en['account.password.rule']);
    expect(view.getByTestId('password_confirm-error').textContent).toBe(en['account.password.confirmRequired']);
    expect(post).not.toHaveBeenCalled();
  });

  it('/check without a bind token explains and offers the way back', async () => {
    show('/check');
    await view.findByTestId('missing-ticket');
    expect(view.getByTestId('back-to-login').getAttribute('href')).toBe('/login');
  });

  it('/forget opened directly starts at proving the account', async () => {
    sessionStorage.setItem('portal.account.resetTicket', JSON.stringify({ token: 'stale', expire: future() }));
    show('/forget');
    await view.findByText(en['account.forget.subtitle']);
    expect(view.getByTestId('steps').getAttribute('data-current')).toBe('0');
  });
});
