// @vitest-environment jsdom
/**
 * The login's password | code switch follows the ARIA tabs pattern: one Tab stop (the chosen tab),
 * the arrow keys move between the two and choose, wrapping at either end.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { LoginModeSwitch, type LoginMode } from '../../../../src/client/pages/login/LoginModeSwitch';
import en from '../../../../locales/en.json';

afterEach(cleanup);

function Switch() {
  const [mode, setMode] = useState<LoginMode>('password');
  return <LoginModeSwitch mode={mode} onChange={setMode} />;
}

const renderSwitch = () => render(
  <ChakraProvider value={defaultSystem}><IntlProvider locale="en" messages={en}><Switch /></IntlProvider></ChakraProvider>,
);
const tabs = () => view.getAllByRole('tab');
const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset.mode;

describe('LoginModeSwitch', () => {
  it('puts only the chosen tab in the Tab order', () => {
    renderSwitch();
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1]);
    fireEvent.click(tabs()[1]!);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0]);
  });

  it('moves and chooses with the arrow keys, wrapping at both ends, and ignores other keys', () => {
    renderSwitch();
    const list = view.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('code');
    expect(document.activeElement).toBe(tabs()[1]);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('password');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('code');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(selected()).toBe('code');
  });
});
