# -*- coding: utf-8 -*-
"""zhangshang-h5: request, routing, style, app bridge. Entries 0080-0088, 0094-0096."""

H5_BR = ["master", "hotfix-*"]

ENTRIES = [
dict(
    id="exp-rc-0080",
    title="uni.request 封装迁 axios（复用双端国密拦截器）",
    project="zhangshang-h5",
    branches=H5_BR,
    asset_type="plugin",
    assets=["uni.request", "request"],
    status="verified",
    conditions="H5 纯浏览器/天府通办 WebView 环境，不需要兼容小程序",
    source="H5 PR !50",
    updated_at="2024-01-12",
    body="""一、背景
uni-app 里 utils/http.js 基于 uni.request，返回 [err, res] 数组（uni-app 3 Vue3 版本已改为 Promise，但老代码大量 const [err, res] = await ...）。

二、方案
1. 直接用 axios，拦截器从 @rc/shared 引入，与 PC 门户同一套国密加密和 E10023 续期逻辑（双端共用）。
2. baseURL 为 /zwfw-api，天府通办容器内跨域由网关 CORS 白名单处理，不用 JSONP。
3. 老的 [err, res] 写法统一改 try/catch。

三、注意事项
uni.request 的 header 字段名是 header（单数），axios 是 headers，迁移时 grep 一遍，否则 X-Encrypt 头丢失、后端报 E10040 “请求未加密”。""",
),
dict(
    id="exp-rc-0081",
    title="pages.json + uni.navigateTo 迁 react-router：返回键与天府通办关闭 WebView",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"react-router-dom": ">=6.4 <7"},
    asset_type="router",
    assets=["pages.json", "uni.navigateTo", "uni.navigateBack"],
    status="verified",
    conditions="H5 页面跳转、返回",
    source="H5 PR !54",
    updated_at="2024-01-17",
    body=r"""- pages.json 的 pages 数组 -> createBrowserRouter 路由表，path 去掉 pages/ 前缀，basename '/zsh5'；
- uni.navigateTo({ url: '/pages/matter/detail?id=1' }) -> navigate('/matter/detail?id=1')；
- uni.redirectTo -> navigate(url, { replace: true })；uni.reLaunch -> navigate('/', { replace: true }) 并清 store；
- uni.navigateBack() -> navigate(-1)，但从天府通办首页直接打开详情页时 history 长度为 1，navigate(-1) 无反应，要调 JSSDK 关闭 WebView：

```ts
export function goBack() {
  if (window.history.state?.idx > 0) navigate(-1)
  else window.tftb?.closeWebview()
}
```

tabBar 页面不再用原生 tabBar，改 antd-mobile TabBar 放 Layout。""",
),
dict(
    id="exp-rc-0082",
    title="rpx 单位迁移：postcss-px-to-viewport（750 设计稿）",
    project="zhangshang-h5",
    branches=H5_BR,
    asset_type="style",
    assets=["rpx", "postcss.config.js"],
    status="verified",
    conditions="设计稿宽度 750，老样式大量使用 rpx",
    counter_conditions="antd-mobile 组件自身样式不要被转换（exclude node_modules/antd-mobile）",
    source="H5 PR !57",
    updated_at="2024-01-20",
    body=r"""uni-app 编译 H5 时把 rpx 转成 rem。纯 React H5 没有这层：

1. 样式里 rpx 全局替换成 px（数值不变，按 750 稿写）；
2. postcss.config.js：

```js
module.exports = { plugins: { 'postcss-px-to-viewport-8-plugin': {
  viewportWidth: 750, unitPrecision: 5, minPixelValue: 1,
  exclude: [/node_modules\/antd-mobile/],
} } }
```

3. antd-mobile 按 375 设计，尺寸用 CSS 变量（--adm-font-size-main 等），不参与转换，否则组件缩成一半。
4. 1px 边框用 transform: scaleY(0.5)，不要写 0.5px（部分安卓 WebView 不显示）。""",
),
dict(
    id="exp-rc-0083",
    title="底部安全区：env(safe-area-inset-bottom) 与 antd-mobile SafeArea",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="style",
    assets=["safe-area"],
    status="verified",
    conditions="底部固定按钮栏、TabBar 在 iPhone 全面屏上被横条遮挡",
    source="H5 PR !59",
    updated_at="2024-01-21",
    body="""uni-app 自动处理了 tabBar 安全区，迁移后底部“提交申请”按钮被 Home 横条挡住。
- index.html viewport 加 viewport-fit=cover，否则 env(safe-area-inset-bottom) 永远是 0；
- 固定底栏 padding-bottom: calc(12px + env(safe-area-inset-bottom))；
- 或者在底栏后放 <SafeArea position="bottom" />。
天府通办 iOS 容器本身不留安全区，安卓部分机型 env() 返回 0 属正常。""",
),
dict(
    id="exp-rc-0084",
    title="RcFaceVerify 人脸核身：天府通办 JSSDK faceVerify 封装（待评审）",
    project="zhangshang-h5",
    branches=H5_BR,
    asset_type="component",
    assets=["RcFaceVerify"],
    status="review_required",
    conditions="在天府通办 App 容器内办理需实人认证的事项",
    counter_conditions="普通浏览器（非天府通办容器）打开时没有 JSSDK，不适用",
    source="H5 PR !80（等待省平台安全评审）",
    updated_at="2024-03-01",
    body=r"""uni-app 版调 uni.requireNativePlugin 不可用于 H5，实际是通过 window.tftb.faceVerify 回调实现的。React 里包成 Promise：

```ts
export function faceVerify(bizId: string) {
  return new Promise<{ certifyId: string }>((resolve, reject) => {
    if (!window.tftb) return reject(new Error('请在天府通办 App 内打开'))
    window.tftb.faceVerify({ bizId, success: resolve, fail: (e: { code: string; msg: string }) => reject(e) })
  })
}
```

成功后把 certifyId 交给后端 /zwfw-api/face/result 查真实结果，前端回调结果不能作为认证依据。
待评审：省平台要求新接入方重新做安全评估，bizId 的生成规则（是否需要后端签名）还没定。""",
),
dict(
    id="exp-rc-0085",
    title="H5 适老化（大字版）：antd-mobile CSS 变量放大（候选）",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="style",
    assets=["elder-mode"],
    status="candidate",
    conditions="天府通办 App 开启“长辈模式”时，H5 页面跟随放大",
    source="钉钉 @H5 组 2024-03-15",
    updated_at="2024-03-15",
    body="""方案未定，检查项：
- 天府通办 UA 里是否带 elderMode 标识，或通过 JSSDK getAppConfig 获取
- :root 覆盖 --adm-font-size-main: 17px、--adm-font-size-9 等
- 我们自己的 px-to-viewport 样式是否一起放大（viewport 单位不跟字号变）
- 按钮最小点击区 48px
- 和 PC 门户的大字版不是一套实现，不要照抄 ConfigProvider 方案""",
),
dict(
    id="exp-rc-0086",
    title="u-popup / u-action-sheet 迁 antd-mobile Popup、ActionSheet（滚动穿透）",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="component",
    assets=["u-popup", "u-action-sheet"],
    status="verified",
    conditions="底部弹出选择、规则说明弹层",
    source="H5 PR !62",
    updated_at="2024-01-26",
    body="""u-popup mode="bottom" -> <Popup position="bottom" visible onMaskClick={close} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>。
滚动穿透：uView 靠 page-meta 的 page-style overflow:hidden，React 里 Popup 默认 disableBodyScroll，但弹层内容超长时要给内容区 overflow-y: auto 并设置 max-height: 70vh，否则内容区不能滚。
u-action-sheet 的 actions 里 name 字段改 text，点击回调从 @select 改 onAction(action)。""",
),
dict(
    id="exp-rc-0087",
    title="uni.setStorageSync 迁移：localStorage 封装（JSON + 过期时间）",
    project="zhangshang-h5",
    branches=H5_BR,
    asset_type="other",
    assets=["uni.setStorageSync", "uni.getStorageSync"],
    status="verified",
    conditions="H5 本地缓存非敏感数据：搜索历史、最近办理事项、引导页已读标记",
    counter_conditions="需要在天府通办多个 WebView 之间共享的数据不适用（localStorage 不跨容器实例，需 JSSDK storage）",
    source="H5 PR !53",
    updated_at="2024-01-16",
    body=r"""uni.setStorageSync(key, obj) 会自动序列化对象，localStorage 不会，直接存对象会变成 "[object Object]"。

```ts
export const storage = {
  set(key: string, value: unknown, ttlSeconds?: number) {
    localStorage.setItem('zsh5_' + key, JSON.stringify({ v: value, e: ttlSeconds ? Date.now() + ttlSeconds * 1000 : 0 }))
  },
  get<T>(key: string): T | null {
    const raw = localStorage.getItem('zsh5_' + key)
    if (!raw) return null
    try {
      const { v, e } = JSON.parse(raw)
      if (e && Date.now() > e) { localStorage.removeItem('zsh5_' + key); return null }
      return v as T
    } catch { return null }
  },
}
```

加前缀 zsh5_ 是因为天府通办里多个政务 H5 同域部署（*.tftb.example.cn 的同一个 origin 下不同路径），key 会互相覆盖。uni.getStorageSync 取不到返回 ''，新封装返回 null，判断条件要改。""",
),
dict(
    id="exp-rc-0088",
    title="u-navbar custom nav bar -> antd-mobile NavBar inside the 天府通办 container (pending review)",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"antd-mobile": "^5.28"},
    asset_type="component",
    assets=["u-navbar"],
    status="review_required",
    conditions="Pages that used u-navbar with navigationStyle: custom in pages.json",
    counter_conditions="Inside the 天府通办 app the native title bar is shown by default; do not render both",
    source="H5 PR !77 (waiting for UX sign-off)",
    updated_at="2024-02-27",
    body="""In uni-app we hid the native bar (navigationStyle: custom) and drew u-navbar with a back arrow and the 天府通办 blue gradient.

Draft for React:
- Outside the app (plain browser, WeChat share link): render antd-mobile <NavBar onBack={goBack}>{title}</NavBar>.
- Inside 天府通办: do not render NavBar; call window.tftb.setTitle({ title }) on route change, otherwise users see two title bars (native + ours).
- Detect the container with the UA token 'TFTB/' rather than window.tftb, because the SDK object is injected asynchronously and is undefined on first render.
Pending: UX has not decided whether the gradient bar is kept for the plain-browser case, and whether the right-side 分享 button moves into the native bar menu.""",
),
dict(
    id="exp-rc-0094",
    title="H5 字典翻译（原 uni-app 全局 $dict 方法）迁 zustand 字典缓存",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"zustand": ">=4.0 <5"},
    asset_type="filter",
    assets=["$dict", "useDictStore"],
    status="verified",
    conditions="H5 页面上的码值翻译（办件状态、证件类型）",
    source="H5 PR !67",
    updated_at="2024-02-02",
    body="""H5 没有 RTK，字典缓存放 zustand：useDictStore 里 dicts: Record<type, DictItem[]>，load(type) 带 in-flight Promise 去重。翻译用 useDictLabel(type) 返回 (v) => label，和 PC 门户同名但实现不同，不要把门户的 RTK Query 版本拷过来。Vue3 版的 app.config.globalProperties.$dict 调用全部替换。""",
),
dict(
    id="exp-rc-0095",
    title="hotfix 分支：u-toast 暂不迁移，保留 uView 轻提示",
    project="zhangshang-h5",
    branches=["hotfix-*"],
    asset_type="component",
    assets=["u-toast"],
    status="verified",
    conditions="hotfix-* 分支只修线上问题，页面仍是 uni-app 版",
    source="钉钉 @H5 组 2024-03-12",
    updated_at="2024-03-12",
    body="""hotfix 分支上的页面还是 uni-app 版本，u-toast 相关问题直接在 uView 上修（this.$refs.uToast.show({ type: 'error', message })），不要在 hotfix 里引入 antd-mobile Toast，避免 hotfix 打包体积和依赖变化。迁移只在 master 做。""",
),
dict(
    id="exp-rc-0096",
    title="u-toast / uni.showToast / uni.showLoading 迁 antd-mobile Toast",
    project="zhangshang-h5",
    branches=["master"],
    applies_to={"antd-mobile": "^5.28"},
    asset_type="component",
    assets=["u-toast", "uni.showToast", "uni.showLoading"],
    status="verified",
    conditions="master 分支 React 页面",
    source="H5 PR !64",
    updated_at="2024-01-26",
    body="""- uni.showToast({ title, icon: 'none' }) -> Toast.show({ content: title })
- icon: 'success' -> Toast.show({ icon: 'success', content })
- uni.showLoading({ title: '提交中', mask: true }) -> const h = Toast.show({ icon: 'loading', content: '提交中', duration: 0, maskClickable: false })，结束 h.close()；uni.hideLoading() 全局关闭对应 Toast.clear()
- u-toast 组件的 ref 调用 this.$refs.uToast.show 全部改静态 Toast.show
注意 duration: 0 的 loading 在请求异常分支一定要 close，否则页面一直转圈。""",
),
]
