# -*- coding: utf-8 -*-
"""zhangshang-h5: uni-app 3 + uView 2 + Pinia 2 -> React 18 + antd-mobile 5 + zustand 4. Entries 0070-0079."""

H5_BR = ["master", "hotfix-*"]

ENTRIES = [
dict(
    id="exp-rc-0070",
    title="Pinia useUserStore 迁 zustand：create 命名导入（default export 废弃警告）",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"zustand": ">=4.4 <5"},
    asset_type="store",
    assets=["useUserStore"],
    status="verified",
    conditions="zustand 4.4 及以上",
    source="H5 PR !52",
    updated_at="2024-01-15",
    body=r"""照着网上老教程写 import create from 'zustand'，控制台：

```
[DEPRECATED] Default export is deprecated. Instead use `import { create } from 'zustand'`.
```

正确写法：

```ts
import { create } from 'zustand'
interface UserState { user?: TfUser; setUser: (u: TfUser) => void; clear: () => void }
export const useUserStore = create<UserState>()(set => ({
  user: undefined,
  setUser: user => set({ user }),
  clear: () => set({ user: undefined }),
}))
```

Pinia 的 getters（如 isRealName）改成 selector：useUserStore(s => s.user?.authLevel >= 3)。Pinia 的 $reset 没有对应，自己写 clear。注意 create<UserState>()(...) 是柯里化写法，TS 下少一对括号类型推导会丢。""",
),
dict(
    id="exp-rc-0071",
    title="storeToRefs 多字段解构迁移：zustand useShallow（4.5+）",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"zustand": ">=4.5 <5"},
    asset_type="store",
    assets=["useUserStore", "useMatterStore", "storeToRefs"],
    status="verified",
    conditions="组件只订阅 store 中的几个字段，避免无关字段变化导致重渲染；zustand 4.5 及以上",
    counter_conditions="zustand 4.5 以下没有 useShallow",
    source="H5 PR !71",
    updated_at="2024-02-20",
    body=r"""Pinia：const { matterList, loading } = storeToRefs(useMatterStore())。

zustand 直接解构整个 store 会导致任何字段变化都重渲染；返回对象的 selector 不加比较又会无限渲染（每次都是新对象）。4.5 起用 useShallow：

```ts
import { useShallow } from 'zustand/react/shallow'
const { matterList, loading } = useMatterStore(useShallow(s => ({ matterList: s.matterList, loading: s.loading })))
```

如果控制台出现 Warning: The result of getSnapshot should be cached to avoid an infinite loop，基本就是返回对象的 selector 没包 useShallow。""",
),
dict(
    id="exp-rc-0072",
    title="zustand 4.5 以下多字段订阅：shallow 作为第二个参数",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"zustand": ">=4.0 <4.5"},
    asset_type="store",
    assets=["useUserStore", "useMatterStore", "storeToRefs"],
    status="verified",
    conditions="hotfix-* 等仍在 zustand 4.3.x 的分支",
    source="H5 hotfix PR !93",
    updated_at="2024-03-12",
    body=r"""hotfix 分支 zustand 还是 4.3.9，没有 useShallow（import 会报 "useShallow" is not exported by "node_modules/zustand/esm/react/shallow.mjs"）。用老写法：

```ts
import { shallow } from 'zustand/shallow'
const { matterList, loading } = useMatterStore(s => ({ matterList: s.matterList, loading: s.loading }), shallow)
```

等 hotfix 合回 master（4.5.2）后再统一换 useShallow，两种写法在 4.5 都能用。""",
),
dict(
    id="exp-rc-0073",
    title="useMatterStore 持久化：zustand persist + sessionStorage（不含 token）",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"zustand": ">=4.2 <5"},
    asset_type="store",
    assets=["useMatterStore"],
    status="verified",
    conditions="办事流程多步骤（选事项 -> 填表 -> 传材料），WebView 刷新或从 JSSDK 页面返回后恢复进度",
    counter_conditions="token、身份证号等敏感字段不能持久化，不适用",
    source="H5 PR !63",
    updated_at="2024-02-05",
    body=r"""Pinia 侧用的是 pinia-plugin-persistedstate，persist: true 全量存 localStorage。zustand：

```ts
export const useMatterStore = create<MatterState>()(
  persist(
    set => ({ step: 0, matterCode: '', draft: {}, setStep: step => set({ step }) }),
    {
      name: 'zsh5-matter',
      storage: createJSONStorage(() => sessionStorage),
      partialize: s => ({ step: s.step, matterCode: s.matterCode, draft: s.draft }),
      version: 2,
    },
  ),
)
```

- partialize 只挑进度字段，方法和敏感信息不进存储。
- 存储结构变化时 version + 1 并写 migrate，否则老数据 merge 进来页面报错。
- 天府通办容器里关闭 WebView 后 sessionStorage 清空，这是期望行为。""",
),
dict(
    id="exp-rc-0074",
    title="【废弃】pinia-plugin-persistedstate 平移：persist 全量存 localStorage（含 token）",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"zustand": ">=4.2 <5"},
    asset_type="store",
    assets=["useUserStore", "useMatterStore"],
    status="deprecated",
    counter_conditions="已废弃：token 落 localStorage 不符合等保要求",
    source="H5 PR !49（已回滚）",
    updated_at="2024-01-10",
    body="""第一版直接照搬 Pinia 的 persist: true，zustand persist 默认 localStorage，name: 'zsh5-user'，token 也在里面。安全组扫描发现关掉天府通办再打开依然免登录，已回滚。""",
),
dict(
    id="exp-rc-0075",
    title="u-form 表单校验迁 antd-mobile Form rules",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="component",
    assets=["u-form", "u-form-item"],
    status="verified",
    conditions="办事申请表单、个人信息补全表单",
    source="H5 PR !58",
    updated_at="2024-01-22",
    body=r"""uView 2 的 u-form 需要 onReady 里 this.$refs.uForm.setRules(rules)（小程序兼容写法），React 不需要：

```tsx
<Form form={form} layout="horizontal" footer={<Button block color="primary" type="submit">提交</Button>} onFinish={submit}>
  <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1\d{10}$/, message: '手机号格式不正确' }]}>
    <Input placeholder="请输入" clearable />
  </Form.Item>
</Form>
```

- uView rules 里的 trigger: ['blur', 'change'] 对应 Form.Item validateTrigger={['onBlur', 'onChange']}。
- u-form 的 errorType: 'toast' 没有对应，antd-mobile 默认在字段下方显示；需要 toast 的在 onFinishFailed 里 Toast.show(errorFields[0].errors[0])。
- 选择类字段（Picker）放在 Form.Item 里要配 trigger="onConfirm" 和 onClick 打开。""",
),
dict(
    id="exp-rc-0076",
    title="u-picker / u-datetime-picker 迁 antd-mobile Picker、DatePicker",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="component",
    assets=["u-picker", "u-datetime-picker"],
    status="verified",
    conditions="单列/多列固定选项选择、日期选择",
    counter_conditions="行政区划这种多级联动、需要懒加载下一级的不适用（CascadePicker 不支持懒加载）",
    source="H5 PR !60",
    updated_at="2024-01-24",
    body="""u-picker 的 columns 是二维数组 [['身份证', '护照']]，confirm 事件给 { value, indexs }。antd-mobile Picker columns 是 [[{ label, value }]]，onConfirm(value: string[])。
- show 控制改 visible + onClose；
- u-datetime-picker mode="date" -> DatePicker precision="day"，值是 Date，提交前 dayjs 格式化；
- 老代码里按 indexs 取值的（约 15 处）改按 value 取。""",
),
dict(
    id="exp-rc-0077",
    title="u-upload -> antd-mobile ImageUploader: upload must return { url }, compress before upload",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="component",
    assets=["u-upload"],
    status="verified",
    conditions="Photo materials (身份证正反面, 营业执照) uploaded from the H5 pages",
    source="H5 PR !66",
    updated_at="2024-02-01",
    body=r"""u-upload had `action` + `auto-upload`, i.e. uView posted the file itself. antd-mobile ImageUploader never uploads on its own; you pass an async `upload` function that must resolve to an ImageUploadItem with at least `url`:

```tsx
const upload = async (file: File): Promise<ImageUploadItem> => {
  const blob = await compressImage(file, { maxWidth: 1600, quality: 0.8 })  // phone photos are 5-8 MB
  const { fileId, url } = await fileApi.upload(blob, file.name)
  return { key: fileId, url }
}
<ImageUploader value={fileList} onChange={setFileList} upload={upload} maxCount={2} beforeUpload={checkSize} />
```

- Keep fileId in `key`, the form submits keys, not URLs (URLs are signed and expire after 30 min).
- `beforeUpload` returning null skips the file; use it for the 10 MB limit with Toast.
- In the 天府通办 Android WebView `<input type=file capture>` may not open the camera, see the container review.""",
),
dict(
    id="exp-rc-0078",
    title="页面生命周期 onLoad(options) / onShow 迁移：useSearchParams + visibilitychange",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"react-router-dom": ">=6.4 <7"},
    asset_type="router",
    assets=["onLoad", "onShow"],
    status="verified",
    conditions="uni-app 页面通过 onLoad(options) 取 URL 参数，onShow 时刷新数据",
    source="H5 PR !55",
    updated_at="2024-01-18",
    body=r"""- onLoad(options) -> const [sp] = useSearchParams(); const matterCode = sp.get('matterCode')。uni-app 会自动 decodeURIComponent，React 不会二次解码，老代码里手动 decode 的要删，否则中文参数被解两次报 URIError: URI malformed。
- onShow -> 两种情况：路由切回（React 里组件重新挂载，useEffect 就行）；从天府通办原生页/JSSDK 页面返回（页面没卸载）用：

```ts
useEffect(() => {
  const h = () => { if (document.visibilityState === 'visible') refresh() }
  document.addEventListener('visibilitychange', h)
  return () => document.removeEventListener('visibilitychange', h)
}, [])
```

- onUnload -> useEffect 返回的清理函数。""",
),
dict(
    id="exp-rc-0079",
    title="onPullDownRefresh / onReachBottom 迁 antd-mobile PullToRefresh + InfiniteScroll",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="component",
    assets=["onPullDownRefresh", "onReachBottom", "u-loadmore"],
    status="verified",
    conditions="整页滚动的列表页（我的办件、消息列表），pages.json 里 enablePullDownRefresh: true",
    counter_conditions="页面内局部 scroll-view 滚动区域（如 tab 下的子列表）不适用，InfiniteScroll 默认监听 window 滚动",
    source="H5 PR !61",
    updated_at="2024-01-25",
    body=r"""uni-app 的下拉刷新是页面级钩子 + pages.json 配置，触底加载 onReachBottom + u-loadmore 组件显示状态。

```tsx
<PullToRefresh onRefresh={async () => { await reload() }}>
  <List>{list.map(i => <List.Item key={i.id}>{i.matterName}</List.Item>)}</List>
  <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
</PullToRefresh>
```

- loadMore 必须返回 Promise，且失败时要 throw，InfiniteScroll 才会显示“加载失败，点击重试”；
- uni.stopPullDownRefresh() 不需要了，onRefresh 的 Promise resolve 即结束；
- iOS WebView 整页下拉会和橡皮筋回弹冲突，body 上加 overscroll-behavior-y: contain。""",
),
]
