/**
 * The route modules of the display materials pages: one list and one edit page for all four kinds,
 * each bound to its kind's compiled screen once, so the router keeps one component per route.
 */
import type { ComponentType } from 'react';
import { displayKinds, type DisplayKind } from '../../features/display/display-api';
import { DisplayEditPage } from './DisplayEditPage';
import { DisplayListPage } from './DisplayListPage';

export type DisplayView = 'list' | 'edit';

const bound = new Map<string, Promise<{ Component: ComponentType }>>();

async function bind(kind: DisplayKind, view: DisplayView): Promise<{ Component: ComponentType }> {
  const screen = await displayKinds[kind].loadScreen();
  const Page = view === 'list' ? DisplayListPage : DisplayEditPage;
  const Component = () => <Page kind={kind} screen={screen} />;
  Component.displayName = `Display${view === 'list' ? 'List' : 'Edit'}Page(${kind})`;
  return { Component };
}

export function displayPage(kind: DisplayKind, view: DisplayView): Promise<{ Component: ComponentType }> {
  const key = `${kind}:${view}`;
  let page = bound.get(key);
  if (!page) {
    page = bind(kind, view);
    // A chunk that failed to load is fetched again on the next visit.
    page.catch(() => bound.delete(key));
    bound.set(key, page);
  }
  return page;
}
