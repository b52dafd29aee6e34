/** Field groups shared by sign-up and the profile area: one typed component per group of fields. */
export { GROUP_LABEL, groupBlur } from './group-form';
export { NameFields, type NameValues } from './name-fields';
export { PersonFields, type PersonValues } from './person-fields';
export {
  DiscoverTypeField,
  ServiceFields,
  type DiscoverTypeValues,
  type ServiceValues,
} from './service-fields';
export { CourseFields, type CourseValues } from './course-fields';
export { BusinessFields, type BusinessValues } from './business-fields';
export { BusinessLinksFields, LinkField, type BusinessLinkValues } from './link-fields';
export { ChoiceField } from './choice-field';
export { CvField } from './cv-field';
export { EmailField } from './email-field';
