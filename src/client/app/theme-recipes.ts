/** The recipes of the Chakra components the portal uses, by the key each component looks up. */
import {
  alertSlotRecipe, avatarSlotRecipe, badgeRecipe, breadcrumbSlotRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe,
  dataListSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, headingRecipe, iconRecipe, inputAddonRecipe,
  inputRecipe, linkRecipe, menuSlotRecipe, nativeSelectSlotRecipe, popoverSlotRecipe, progressCircleSlotRecipe, progressSlotRecipe,
  radioGroupSlotRecipe, radiomarkRecipe, separatorRecipe, skeletonRecipe, spinnerRecipe, switchSlotRecipe, tableSlotRecipe, tagSlotRecipe,
  textareaRecipe, toastSlotRecipe, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  progressCircle: progressCircleSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
