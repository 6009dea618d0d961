/** The lifecycle tag is shared (catalogue and search results). */
export { LifecycleTag } from '../../../components/lifecycle-tag.tsx';
