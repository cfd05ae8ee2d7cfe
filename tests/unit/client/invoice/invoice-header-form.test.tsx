// @vitest-environment jsdom
/**
 * The invoice header form's tax-number look-up by the company's name: one match fills the tax
 * number (and the header as registered) keeping what else was typed, several are offered to pick
 * from, and 12010 (no company) is an answer that leaves the tax number to be typed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import en from '../../../../locales/en.json';
import { InvoiceApi } from '../../../../src/shared/invoice';

const send = vi.hoisted(() => vi.fn<(method: string, path: string, options?: { searchParams?: Record<string, string> }) => Promise<unknown>>());
vi.mock('../../../../src/client/app/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), send } }));

const { InvoiceHeaderForm } = await import('../../../../src/client/features/invoice/InvoiceHeaderForm');
const { ScreenEngine } = await import('../../../../src/client/features/screens');

afterEach(() => { cleanup(); send.mockReset(); localStorage.clear(); });

function show(onSubmit = vi.fn().mockResolvedValue({})) {
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={en}>
        <ScreenEngine><InvoiceHeaderForm formData={null} recordKey="new" onSubmit={onSubmit} /></ScreenEngine>
      </IntlProvider>
    </ChakraProvider>,
  );
  return onSubmit;
}

const field = (label: RegExp) => view.getByLabelText(label) as HTMLInputElement;
async function type(label: RegExp, value: string) {
  await act(async () => { fireEvent.change(field(label), { target: { value } }); });
  await act(async () => { fireEvent.blur(field(label)); });
}
const lookUp = async () => { await act(async () => { fireEvent.click(view.getByTestId('credit-code-look-up')); }); };

describe('the tax-number look-up', () => {
  it('waits for a name, then fills the one match and keeps what else was typed', async () => {
    show();
    expect((view.getByTestId('credit-code-look-up') as HTMLButtonElement).disabled).toBe(true);
    await type(/^Invoice header/, '星游互动');
    await type(/Registered address/, '上海市浦东新区龙阳路2345号');
    // The form has written its draft by now: the fill must not bring it back over the match.
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 500)); });
    expect(localStorage.getItem('draft:invoice-header:new')).toContain('龙阳路');
    send.mockResolvedValueOnce({ code: 1, message: 'ok', data: { list: [{ name: '星游互动娱乐有限公司', tax_no: '91350100M000100Y43' }] } });
    await lookUp();
    expect(send).toHaveBeenCalledWith('GET', InvoiceApi.creditCode, expect.objectContaining({ searchParams: { name: '星游互动' } }));
    expect(view.getByTestId('credit-code-filled').textContent).toContain('91350100M000100Y43');
    expect(field(/Tax number/).value).toBe('91350100M000100Y43');
    expect(field(/^Invoice header/).value).toBe('星游互动娱乐有限公司');
    expect(field(/Registered address/).value).toBe('上海市浦东新区龙阳路2345号');
    expect(view.queryByText('Your unsaved input was restored.')).toBeNull();
  });

  it('offers several matches to pick from', async () => {
    show();
    await type(/^Invoice header/, 'Star Trail');
    send.mockResolvedValueOnce({ code: 1, message: 'ok', data: { list: [
      { name: 'Star Trail Interactive Ltd', tax_no: '91350100M000100Y43' },
      { name: 'Star Trail Games Ltd', tax_no: '91310000MA1FL8XQ30' },
    ] } });
    await lookUp();
    const matches = view.getAllByTestId('credit-code-match');
    expect(matches).toHaveLength(2);
    expect(field(/Tax number/).value).toBe('');
    await act(async () => { fireEvent.click(within(matches[1]!).getByTestId('credit-code-use')); });
    expect(field(/Tax number/).value).toBe('91310000MA1FL8XQ30');
    expect(field(/^Invoice header/).value).toBe('Star Trail Games Ltd');
  });

  it('reads 12010 as no company found and leaves the tax number to be typed', async () => {
    show();
    await type(/^Invoice header/, 'Nobody Ltd');
    await type(/Tax number/, '9135');
    send.mockResolvedValueOnce({ code: 12010, message: 'No company found', data: { list: [] } });
    await lookUp();
    expect(view.getByTestId('credit-code-none').textContent).toBe('No company found under "Nobody Ltd": type the tax number yourself');
    expect(field(/Tax number/).value).toBe('9135');
  });
});
