/** What each editable screen serves now, followed live (the screens feature loads the versions themselves). */
export { applyScreenFrame, notifyScreenListeners, servedVersion, subscribeScreenVersions } from './screen-versions';
