/**
 * The one jotai store of the app. Route loaders and the http callbacks run outside React, so they
 * reach app state through this store; components reach the same store through <Provider>.
 */
import { createStore } from 'jotai';

export const appStore = createStore();
