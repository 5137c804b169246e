"""Team-wide experiences (project "*"): Vue -> React idioms that hold in both projects."""
from common import E

P = "*"

ENTRIES = [
E("exp-qt-001", "process.client / process.server / typeof window 不能决定首帧渲染内容", """
背景：Nuxt 代码里大量 v-if="process.client"、if (process.server) return；Vue 3 项目里也有 typeof window !== 'undefined' 判断。
问题：迁到 React 后写成 {typeof window !== 'undefined' && <WxGuide />}，SSR 时为 false、客户端首帧为 true，必然 hydration 不一致；在纯 CSR 的 qt-teacher 里虽然不报错，但同样的工具组件被 qt-h5 复用时就出问题。
约定：
- 「是否在客户端」用 useIsClient()：
```ts
const subscribe = () => () => {}
export const useIsClient = () => useSyncExternalStore(subscribe, () => true, () => false)
```
- 只在客户端执行的副作用放 useEffect（不会在服务端执行），不要用 process.client 包。
- process.server 里的逻辑（读 req）迁到服务端组件 / Route Handler。
注意：Next 中 process.client/process.server 不存在（值为 undefined），直接搬过去不会报错但逻辑全错，迁移时全局搜索替换。
""", P, "other", "verified",
  assets=["process.client", "process.server", "useIsClient"],
  applies_to={"react": "^18"},
  source="团队规范 FE-MIG-03", updated="2025-10-05"),

E("exp-qt-002", "自定义组件 v-model 迁到受控 value/onChange：可直接放进 Form.Item", """
背景：Vue 2 自定义组件 model: { prop: 'value', event: 'change' } / Vue 3 的 modelValue + update:modelValue，例如年级选择 GradeSelect、班级选择 ClassPicker。
约定：React 版统一 props 为 value + onChange(next)，不叫 onUpdate 或 onInput。这样 antd Form.Item 和 antd-mobile Form.Item 都会自动注入 value/onChange，组件无需适配即可放进表单。
```tsx
export function GradeSelect({ value, onChange }: { value?: number; onChange?: (v: number) => void }) { ... }
<Form.Item name="grade" label="年级"><GradeSelect /></Form.Item>
```
注意：Vue 3 的多 v-model（v-model:start / v-model:end）改为一个对象值 value={{ start, end }}，不要拆成两组 props，否则放不进 Form.Item；.trim/.number 修饰符的逻辑放在 onChange 前处理。
""", P, "component", "verified",
  assets=["v-model", "modelValue", "GradeSelect"],
  source="团队规范 FE-MIG-05", updated="2025-10-06"),

E("exp-qt-003", "watch / deep watch 迁到 useEffect：依赖用原始值，不要依赖每次新建的对象", """
背景：watch(() => props.filters, fetch, { deep: true }) 在 Vue 里对象内部变化才触发。
问题：照搬成 useEffect(fetch, [filters])，父组件每次渲染都 filters={{ grade, term }} 新建对象，导致 effect 每次渲染都执行，请求风暴。
处理：
- 依赖拆成原始值：useEffect(..., [filters.grade, filters.term])；
- 或父组件 useMemo 稳定对象；
- 服务端数据请求不要放 effect，交给 SWR/react-query，把 filters 放进 key（它们会做稳定比较）。
注意：watch 的 immediate: true 对应 effect 默认首次执行；不需要首次执行的（immediate: false）用 ref 跳过首轮，或者把逻辑直接放在触发变化的事件回调里——多数 watch 其实是「用户改了筛选就请求」，放回调里更清楚。
""", P, "other", "verified",
  assets=["watch", "useEffect"],
  applies_to={"react": "^18"},
  source="团队规范 FE-MIG-07", updated="2025-10-07"),

E("exp-qt-004", "this.$nextTick 迁移：React 18 自动批处理下如何在 DOM 更新后执行", """
背景：this.list.push(x); this.$nextTick(() => this.$refs.scroller.scrollTop = 99999)，聊天/评语列表追加后滚到底。
React 18：setState 在事件、Promise、setTimeout 中都会自动批处理，setList 后立即读 DOM 拿到的是旧 DOM。
处理：
- 首选：在 useLayoutEffect(() => { el.scrollTop = el.scrollHeight }, [list.length]) 中处理，DOM 更新后、绘制前执行。
- 必须在同一函数里同步拿到新 DOM 时：import { flushSync } from 'react-dom'; flushSync(() => setList(l => [...l, x])); el.scrollTop = el.scrollHeight。flushSync 有性能代价，只在这种场景用。
注意：不要用 setTimeout(fn, 0) 代替 nextTick，并发渲染下不保证 DOM 已更新。
""", P, "other", "verified",
  assets=["$nextTick", "flushSync", "useLayoutEffect"],
  applies_to={"react": "^18"},
  source="团队规范 FE-MIG-08", updated="2025-10-08"),

E("exp-qt-005", "【草稿】provide / inject 迁到 React Context", """
provide('form', this) / inject('form') 的用法（表单组件、主题）改为 createContext + Provider；注意 Context value 每次渲染新建对象会导致所有消费者重渲染，用 useMemo。
检查项：inject 的默认值 → createContext 的默认值；provide 响应式对象（reactive）→ Context 里放 state + setter；跨多层的全局状态优先考虑 store 而不是 Context。
""", P, "other", "candidate",
  assets=["provide", "inject"],
  source="Wiki 草稿", updated="2025-12-01"),

E("exp-qt-006", "作用域插槽（slot-scope / v-slot）迁到 render props", """
背景：<CourseCard v-slot:footer="{ course }"><RenewButton :course="course" /></CourseCard>，组件库 Table 列插槽也大量使用。
处理：具名插槽 → 具名 ReactNode 属性（footer={<X/>}）；作用域插槽 → 函数属性：
```tsx
<CourseCard course={c} renderFooter={(course) => <RenewButton course={course} />} />
```
默认插槽 → children；$slots.footer 是否存在的判断 → props.renderFooter != null。
注意：不要用 React.cloneElement 给 children 注入 props 来模拟作用域插槽，类型不可推断且容易在 Fragment 上失效。
""", P, "component", "verified",
  assets=["slot-scope", "v-slot", "scoped-slot"],
  source="团队规范 FE-MIG-06", updated="2025-10-06"),

E("exp-qt-007", "computed -> useMemo: only memoize what is expensive or needs a stable reference", """
Background: Vue computed properties are cached and dependency-tracked for free, so the Vue code has hundreds of them (e.g. computed: { priceText() { return formatYuan(this.priceFen) } }).
Rule for the React port:
- Cheap derivations (string formatting, boolean flags) are plain expressions in render: const priceText = formatYuan(priceFen). Wrapping them in useMemo adds noise and dependency-array bugs.
- Use useMemo when the value is expensive (filtering/sorting 1,000+ rows, building the area cascade tree) or when its reference identity matters (it is passed to a memoized child, used as an effect dependency, or returned from a store selector).
- Store-derived values belong in selectors (createSelector for Redux, a selector + useShallow for zustand), not in component useMemo.
- A computed with a setter (get/set) becomes a value plus an onChange handler.
Notes: ESLint react-hooks/exhaustive-deps must stay on; a useMemo with a wrong dependency list is worse than no memo.
""", P, "other", "verified",
  assets=["computed", "useMemo"],
  applies_to={"react": "^18"},
  source="Team guideline FE-MIG-04 (contractor: @m.evans)", updated="2025-10-06"),

E("exp-qt-008", "React 18 StrictMode runs effects twice in development: make effects idempotent", """
Symptom: in development every page fires its tracking event twice, WebSocket connections are opened twice, and the live SDK logs "already joined".
Cause: React 18 StrictMode mounts, unmounts and re-mounts every component in development to surface effects that do not clean up. Vue's mounted/beforeUnmount never ran twice, so ported code assumed "mounted runs once".
Rule:
- Every effect that subscribes, connects or starts a timer returns a cleanup that fully undoes it (clearInterval, socket.close(), player.destroy()).
- Fire-once side effects (page-view tracking) are de-duplicated with a ref or moved to an event handler.
- Async effects check a `cancelled` flag before setting state.
- Do not disable StrictMode to "fix" this; the double invocation exposes the same bug that shows up in production when a prop changes quickly.
""", P, "other", "verified",
  assets=["StrictMode", "useEffect", "mounted"],
  applies_to={"react": "^18"},
  source="Team guideline FE-MIG-09 (contractor: @m.evans)", updated="2025-10-09"),

E("exp-qt-009", "【已废弃】用 key={Math.random()} 强制组件重新挂载", """
早期为了模拟 Vue 里 this.$forceUpdate() 和 v-if 切换重建组件，给组件写 key={Math.random()} 或 key={Date.now()}。
废弃原因：每次渲染都销毁重建，内部状态和 DOM 全丢；SSR 下服务端与客户端 key 不同引起 hydration 问题；性能差。
不再推荐，暂无统一替代条目：需要重置时用稳定的业务 key（key={courseId}），需要重新取数时调用 SWR 的 mutate / react-query 的 refetch。
""", P, "other", "deprecated",
  assets=["$forceUpdate", "key"],
  source="团队规范 FE-MIG-02（旧版）", updated="2025-10-20"),

E("exp-qt-010", "【草稿】迁移 PR 检查清单：ESLint react-hooks 与类型", """
迁移 PR 合入前检查项：
- eslint-plugin-react-hooks 的 rules-of-hooks 为 error，exhaustive-deps 为 warn 且不允许 eslint-disable-next-line 无说明；
- 组件 props 全部有 TS 类型，禁止 any 透传 Vue 时代的 options 对象；
- 移除的 Vue 文件在同一 PR 删除，路由表中不保留双份；
- 新增页面有最少一条 Playwright 冒烟用例。
""", P, "build", "candidate",
  assets=["eslint-plugin-react-hooks", ".eslintrc"],
  source="Wiki 草稿", updated="2025-12-02"),

E("exp-qt-011", "$refs 调子组件方法迁到 forwardRef + useImperativeHandle", """
背景：this.$refs.uploader.submit()、this.$refs.form.validate()、this.$refs.countdown.reset() 等父调子方法。
处理：
```tsx
export type CountdownHandle = { reset: () => void }
export const Countdown = forwardRef<CountdownHandle, Props>(function Countdown(props, ref) {
  useImperativeHandle(ref, () => ({ reset: () => setLeft(props.total) }), [props.total])
  ...
})
const cdRef = useRef<CountdownHandle>(null); cdRef.current?.reset()
```
注意：能用 props 表达的（受控 value、key 重置）优先用 props，命令式句柄只保留真正命令式的操作（聚焦、滚动、重置计时器）；antd/antd-mobile 的 Form 不需要 ref，用 Form.useForm()。
""", P, "component", "verified",
  assets=["$refs", "forwardRef", "useImperativeHandle"],
  applies_to={"react": "^18"},
  source="团队规范 FE-MIG-10", updated="2025-10-10"),

E("exp-qt-012", "全局事件总线（Vue.prototype.$bus / mitt）迁移方案（待评审）", """
背景：qt-h5 的 Vue.prototype.$bus = new Vue()，qt-teacher 的 mitt 实例，用于「支付成功刷新我的课程」「批改完成刷新列表」等跨组件通知。
当前方案：
- 能表达为数据失效的（刷新列表）改成 SWR mutate / react-query invalidateQueries，不再发事件；
- 真正的一次性通知（显示全局提示、打开登录弹窗）保留 mitt，但在 useEffect 中 on/off 成对，避免 StrictMode 下重复订阅。
待评审：是否完全禁止事件总线、用 store action 代替，架构组尚未定论；两个项目现在写法不统一。
""", P, "plugin", "review_required",
  assets=["$bus", "mitt", "EventBus"],
  source="架构评审待定议题 #7", updated="2025-11-30"),
]
