# -*- coding: utf-8 -*-
"""Long design reviews (>= 3000 chars): 0091 天府通办 WebView 容器, 0092 门户白屏与性能, 0093 @rc/shared 公共包."""

PM_BR = ["master", "dev-*"]
H5_BR = ["master", "hotfix-*"]

ENTRIES = [
dict(
    id="exp-rc-0091",
    title="掌上 H5 天府通办 WebView 容器适配评审（全文，待复审）",
    project="zhangshang-h5",
    branches=H5_BR,
    applies_to={"react": ">=18 <19", "antd-mobile": "^5.28"},
    asset_type="other",
    assets=["tftb-jssdk", "RcFaceVerify", "u-upload"],
    status="review_required",
    conditions="H5 运行在天府通办 App（iOS WKWebView / Android 系统 WebView）容器内",
    counter_conditions="微信内置浏览器、普通手机浏览器打开的场景未覆盖",
    source="设计评审 2024-02-08；复审待省平台提供新版 JSSDK 文档",
    updated_at="2024-02-29",
    body=r"""掌上 H5 天府通办 WebView 容器适配评审

一、背景
1. 掌上 H5 主要入口是天府通办 App 的“办事”频道，约 85% 的访问来自 App 容器，其余来自微信分享和短信链接。
2. uni-app 版本里容器相关能力分散在 common/bridge.js、各页面的 onLoad 和 App.vue 的 onLaunch 中，迁 React 时统一收拢为 src/bridge/ 模块，对外只暴露 Promise 风格 API。
3. 容器 JSSDK（下称 JSSDK）由省平台提供，注入对象 window.tftb，版本 2.6.x。

二、JSSDK 初始化
1. JSSDK 是容器异步注入的，页面脚本执行时 window.tftb 可能还是 undefined。不要在模块顶层直接调用。

```ts
export function tftbReady(timeout = 3000): Promise<Tftb> {
  return new Promise((resolve, reject) => {
    if (window.tftb?.isReady) return resolve(window.tftb)
    const t = setTimeout(() => reject(new Error('TFTB_SDK_TIMEOUT')), timeout)
    document.addEventListener('TftbJSBridgeReady', () => { clearTimeout(t); resolve(window.tftb!) }, { once: true })
  })
}
```

2. 容器判断用 UA 中的 'TFTB/' 标识，而不是判断 window.tftb 是否存在。
3. JSSDK 调用需要先 config 鉴权（appId、timestamp、nonceStr、signature 由后端 /zwfw-api/tftb/sign 生成），签名 URL 要用不带 hash 的当前地址。React 用 history 路由，每次路由变化 URL 都变，但省平台确认签名只校验域名和一级路径，所以在 App 启动时 config 一次即可。

三、登录态
容器内通过 tftb.getAuthCode() 拿授权码，后端换 token。token 过期（E10023）并且 refresh 也失败时，重新走 getAuthCode，不跳统认网页登录。

四、页面与交互适配
4.1 Android 返回键
uni-app 版在 App.vue 里监听 plus 返回键（H5 不生效，其实一直是容器默认行为：WebView history 可后退就后退，否则关闭）。React 单页应用里，history 可后退的判断与容器一致，一般无需处理；但有弹层（Popup、ImageViewer）打开时，用户按返回键期望关闭弹层而不是后退页面。方案：弹层打开时 history.pushState 一条 { modal: true } 记录，popstate 时关闭弹层。封装为 useBackClose(visible, onClose)。

4.2 iOS 软键盘顶起底部固定按钮
现象：iOS 天府通办里，填写表单时点击输入框，软键盘弹出，底部 position: fixed 的“提交申请”按钮栏被顶到键盘上方，遮住正在输入的字段；收起键盘后页面有时留一段空白不回弹。
原因：iOS WKWebView 弹出键盘时不改变 layout viewport，只改变 visual viewport，fixed 元素跟随 visual viewport 被顶起。
方案（评审通过）：
- 监听 window.visualViewport 的 resize：当 visualViewport.height 小于 window.innerHeight 的 75% 时认为键盘弹出，给底部按钮栏加 class is-keyboard-open（display: none），键盘收起后恢复。
- 收起键盘后页面不回弹：在输入框 blur 时执行 window.scrollTo(0, document.documentElement.scrollTop)，强制回弹（iOS 12 以后的老问题，容器内仍能复现）。
- 不要用 focus 时 scrollIntoView 的方案，在 iOS 15 上会导致整页跳动。

```ts
export function useKeyboardOpen() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const vv = window.visualViewport
    if (!vv) return
    const onResize = () => setOpen(vv.height < window.innerHeight * 0.75)
    vv.addEventListener('resize', onResize)
    return () => vv.removeEventListener('resize', onResize)
  }, [])
  return open
}
```

Android 系统 WebView 弹键盘时会改变 layout viewport（adjustResize），fixed 按钮在键盘上方属于正常表现，不隐藏。

4.3 拍照与相册
u-upload 在 uni-app H5 下就是 input type=file。在天府通办 Android 容器里，<input type="file" accept="image/*" capture="camera"> 在部分机型（华为 EMUI 10、小米 MIUI 12）上点击无反应，原因是容器未实现 WebChromeClient.onShowFileChooser 的 capture 分支。方案：容器内优先调用 tftb.chooseImage({ count, sourceType: ['camera', 'album'] })，返回 base64，转 File 后走 ImageUploader 的 upload；容器外仍用 input。

4.4 人脸核身
见 RcFaceVerify 条目，JSSDK faceVerify 的回调只作为流程推进依据，结果以后端查询为准。

4.5 标题栏
容器内原生标题栏由 tftb.setTitle 控制，页面不渲染自己的 NavBar。

4.6 测试机型
iPhone 12（iOS 15.7）、iPhone 14 Pro（iOS 17.2）、华为 Mate 40（EMUI 11）、华为 P30（EMUI 10）、小米 11（MIUI 13）、OPPO Reno6（ColorOS 12）、荣耀 X30（Magic UI 6）。每个版本上线前在上述机型的天府通办正式版和测试版各跑一遍冒烟用例。

五、待复审事项
1. 省平台 JSSDK 3.0 将把 chooseImage 改为返回临时文件路径而不是 base64，4.3 的方案需要调整。
2. 鸿蒙版天府通办的 UA 标识未知。
3. 4.2 的 75% 阈值在折叠屏上误判，需要补充用例。""",
),
dict(
    id="exp-rc-0092",
    title="门户 React 版白屏与首屏性能排查评审（含 StrictMode 重复请求）",
    project="zhengwu-portal",
    branches=PM_BR,
    applies_to={"react": ">=18 <19", "antd": ">=5 <6"},
    asset_type="build",
    assets=["vite.config.ts", "main.tsx"],
    status="verified",
    conditions="门户 React 版（master / dev-*）开发与生产环境的首屏、白屏问题",
    source="性能专项评审 2024-03-07；bug #4458 #4471",
    updated_at="2024-03-09",
    body=r"""门户 React 版白屏与首屏性能排查评审

一、背景
灰度期间收到两类反馈：
1. 政务外网终端（国产化 PC、360 极速模式）首页白屏 3~6 秒；
2. 开发同学反馈“React 版请求比 Vue 版多一倍”，接口被重复调用，后端日志里同一用户同一毫秒级时间有两次 /matter/todo 请求。

二、首屏性能
2.1 现状
生产构建产物 index-[hash].js 2.9MB（gzip 后 890KB），包含 antd 全部用到的组件、formily、react-pdf、echarts。

2.2 拆包
vite.config.ts 的 build.rollupOptions.output.manualChunks：

```ts
manualChunks(id) {
  if (id.includes('node_modules/@formily')) return 'formily'
  if (id.includes('node_modules/echarts') || id.includes('zrender')) return 'echarts'
  if (id.includes('node_modules/pdfjs-dist') || id.includes('react-pdf')) return 'pdf'
  if (id.includes('node_modules/antd') || id.includes('@ant-design') || id.includes('rc-')) return 'antd'
  if (id.includes('node_modules/react') || id.includes('scheduler')) return 'react-vendor'
}
```

formily 只在办件填写页用到，配合路由 lazy 后首页不再加载。拆分后首页 JS gzip 390KB。

2.3 antd 5 CSS-in-JS 首屏
antd 5 运行时生成样式，首屏要等 JS 执行完才有样式，国产化终端 CPU 较弱，样式计算 600ms+。评审决定：暂不做静态样式提取（@ant-design/static-style-extract 与动态主题、适老化切换冲突），先通过 index.html 内联一个骨架屏掩盖。

2.4 字典预加载
首页 8 个字典请求串行（每个下拉组件挂载时才请求），改成登录后在 Layout 中 dispatch(dictApi.util.prefetch('getDict', type)) 预取常用 12 个字典。

2.5 Suspense 闪烁
路由 lazy 加载时 Suspense fallback 是全屏 Spin，切换页面时整页闪一下。改为 fallback 只覆盖内容区，顶栏和菜单不重绘；并用 startTransition 包裹 navigate，已经渲染的旧页面在新页面 chunk 加载完成前保持显示。

2.6 图片与字体
- 首页 banner 图 1.2MB 的 PNG 改为 WebP（国产化终端 Chromium 78 支持 WebP），并加 width/height 防止布局抖动。
- 政务门户规范要求的思源黑体不再整包加载（8MB），改为系统字体栈：'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif，UOS/麒麟默认有 Noto Sans CJK。

2.7 测量方式
- 生产环境接入前端监控（web-vitals 上报 LCP、CLS、INP 到 /zwfw-api/monitor/vitals），按终端类型（UA 中的 UOS、Kylin、360SE）分组统计。
- 本地用 vite build + vite preview 加 Chrome DevTools 的 4x CPU 降速模拟国产化终端，dev server 的数据不作为依据（dev 模式不拆包、不压缩，而且 StrictMode 会重复执行 effect）。

三、StrictMode 重复请求
3.1 现象
开发环境每个页面进入时，useEffect 里的请求都发两次；有同学为此把 main.tsx 里的 <React.StrictMode> 删掉了（PR !1268），评审要求恢复。

3.2 结论
- 这是 React 18 StrictMode 在开发环境的预期行为：组件挂载后会模拟一次“卸载再挂载”，effect 执行 -> 清理 -> 再执行，用来暴露没写清理函数的 effect。生产构建不会重复执行，后端日志里的重复请求全部来自开发/测试环境的 dev server。
- 不允许删 StrictMode。正确处理方式：
  (1) 数据请求尽量走 RTK Query，hook 自带去重，StrictMode 下也只发一次；
  (2) 手写 useEffect 请求时，用 AbortController 在清理函数里取消第一次请求：

```ts
useEffect(() => {
  const ac = new AbortController()
  matterApi.todo({ signal: ac.signal }).then(setTodo).catch(ignoreAbort)
  return () => ac.abort()
}, [])
```

  (3) 真正不能执行两次的副作用（统认 ticket 换 token、埋点“页面访问”上报、创建办件草稿号）不要放在组件 effect 里：ticket 放 router loader；埋点放路由监听；草稿号在用户点击“开始办理”时创建。
- react-activation（多页签缓存）在 StrictMode 下的问题另行评审，不在本结论内。

四、白屏
4.1 国产化终端白屏：Chromium 78 不支持可选链，见 build target 条目。
4.2 偶发白屏且控制台报 Uncaught Error: Minified React error #130：某个懒加载页面 default export 写成了具名导出，lazy 拿到 undefined。路由映射里增加校验，缺失时渲染 404 并上报菜单编码。
4.3 顶层加 ErrorBoundary（react-error-boundary），白屏时展示“页面出错了，点击重试”，并上报错误堆栈到前端监控。

4.4 生产环境白屏排查顺序（给值班同学）
(1) 看控制台第一条红色报错，SyntaxError 基本是构建目标问题；ChunkLoadError / Failed to fetch dynamically imported module 是发版后旧页面请求已删除的 chunk，需要提示用户刷新（在 ErrorBoundary 中识别并自动 reload 一次）；
(2) 看 index.html 是否被 nginx 缓存（index.html 必须 no-cache，静态资源带 hash 可长缓存）；
(3) 看统认回跳是否死循环（Network 中反复 302）。

五、结论与跟踪
1. 恢复 StrictMode（PR !1274）。
2. 拆包、字典预取、Suspense 调整在 v3.4 迭代上线。
3. 首屏目标：国产化终端 LCP < 2.5s，当前实测 2.2s。""",
),
dict(
    id="exp-rc-0093",
    title="双端公共包 @rc/shared（pnpm workspace）评审：国密、日期、脱敏、金额",
    project="*",
    asset_type="build",
    assets=["@rc/shared", "gmCrypto", "sm-crypto"],
    status="verified",
    conditions="PC 门户与掌上 H5 两个 React 项目共用的工具代码",
    source="架构评审 2024-01-03；@rc/shared CHANGELOG",
    updated_at="2024-02-15",
    body=r"""双端公共包 @rc/shared 评审

一、背景
Vue 时代 PC 门户（Vue 2.6）和掌上 H5（uni-app 3 / Vue 3）各有一份 utils：国密加解密、日期格式化、脱敏、金额大写、身份证校验。两边实现已经不一致（H5 的 maskIdCard 只处理 18 位；PC 的金额大写对“零”的处理不同）。React 迁移是统一的好时机，组内简称“双端公共包”。

二、形态
1. 仓库：新建 rc-frontend-shared 仓库，pnpm workspace，包名 @rc/shared，发布到内网 Verdaccio（npm.rc-inner.example.cn）。
2. 不依赖任何框架（不引入 React），纯 TS，构建产物 ESM + CJS 双格式，target es2019（兼顾 Chromium 78 的国产化终端，不输出可选链）。
3. 模块：gm-crypto、date、mask、money、idcard、validator、storage-key。

三、各模块要点
3.1 date
基于 dayjs，包内 import 'dayjs/locale/zh-cn' 并 dayjs.locale('zh-cn')。注意：包里 dayjs 是 peerDependency，两个项目必须自己装 dayjs，否则会出现两份 dayjs 实例，项目里设置的 locale 在包里不生效（周几显示英文）。release/v3.* 分支 DatePicker 用 moment，但展示格式化仍可调用本包。

3.2 mask
maskIdCard / maskPhone / maskBankCard / maskName 四个函数，规则以 PC 版为准，H5 补上 15 位身份证处理。银行卡：保留前 4 后 4。姓名：两个字的保留姓，三个字以上保留首尾。

3.3 money
toChineseMoney(12000.5) => '壹万贰仟元伍角'；与老表单输出逐字比对 200 个样例。老 PC 版对 10005 输出“壹万零伍元整”，老 H5 版输出“壹万伍元整”，以财政票据规范为准统一为前者。金额格式化 formatMoney(v, 2) 输出千分位字符串，负数用“-”前缀，不用括号。

3.3.1 idcard / validator
- isValidIdCard 校验 18 位身份证（地区码前两位、出生日期合法性、GB 11643 校验位），15 位老证号只做长度和日期校验；
- isValidUscc 校验统一社会信用代码（GB 32100 校验位）；
- 港澳台居民居住证号码规则待法规科评审，本包暂不提供，老表单侧的 idcard 规则与本包的差异见老表单校验规则条目。
- 所有 validator 返回 boolean，不返回错误文案，文案由调用方（formily / antd-mobile Form）决定，避免双端提示语不一致时互相改包。

使用示例：

```ts
import { maskIdCard, toChineseMoney, isValidIdCard } from '@rc/shared'
import { fmt } from '@rc/shared/date'
render: (v: string) => maskIdCard(v)
```

3.4 gm-crypto（重点）
1. 依赖 sm-crypto，版本锁定为 0.3.12（package.json 写 "sm-crypto": "0.3.12"，不带 ^），pnpm overrides 也锁一次，防止被其他依赖间接升级。
2. 锁版本的原因：2024-01 联调时发现升级到 0.3.13 后，sm4.decrypt 在遇到填充异常（后端 key 轮换期间用旧 key 加密的响应）时不再抛出异常，而是返回空字符串。我们的拦截器依赖 decrypt 抛错来识别“解密失败 -> 重新协商 sessionKey -> 重放请求”，升级后变成 JSON.parse('') 报 Unexpected end of JSON input，错误被吞成“网络异常”，用户侧表现为办件提交偶发失败。同时 0.3.13 的 sm2.doSignature 默认 userId 行为有变化，网关验签失败返回 E10042。
3. 后续如需升级：先在测试环境跑 test/gm-crypto.spec.ts 的 36 个用例（包含后端提供的 Java 侧加密样本），并确认 decrypt 异常语义，在 decrypt 外层增加“返回空串即视为失败”的判断后才能解除锁定。
4. SM4 模式：CBC，iv 固定由网关下发（不是写死在前端），padding pkcs#7。
5. SM2：签名时 hash: true，userId 显式传 '1234567812345678'（与网关 Java 侧 BouncyCastle 默认值一致），不要依赖库默认值。

3.5 storage-key
统一本地存储 key 前缀：PC 'rc_'，H5 'zsh5_'，防止天府通办同域多个 H5 互相覆盖。

四、版本与发布
- 语义化版本，破坏性修改升主版本。两个项目都用 ~ 锁小版本（"@rc/shared": "~1.4.0"）。
- 改动需要 PC、H5 各一名同学 review。
- 发布流程：合入 main 后由 CI 执行 pnpm -r test、pnpm -r build、changeset version，再 pnpm publish 到 Verdaccio；不允许本地直接 publish。
- 本地联调：项目里用 pnpm link 引用本地包时，注意 Vite 的 optimizeDeps 会缓存预构建结果，改了包代码不生效时删 node_modules/.vite。

4.1 迁移步骤（两个项目各自执行）
1. 删除项目内 src/utils 下同名函数，改为从 @rc/shared 引入；
2. 全局搜索 sm-crypto 的直接 import，统一改为 @rc/shared/gm-crypto，项目 package.json 不再直接依赖 sm-crypto；
3. 跑双端各自的接口冒烟用例（加密接口 23 个）。

五、常见问题
Q1：H5 项目里 import '@rc/shared' 后构建体积涨了 200KB？
A：sm-crypto 体积较大，且根入口会把 gm-crypto 一起带上。只用脱敏、日期的页面从子路径引入（@rc/shared/mask、@rc/shared/date），包的 package.json 已配置 exports 子路径和 sideEffects: false。
Q2：release/v3.* 分支能用吗？
A：能。本包不依赖 React/antd 版本，release 分支同样使用 ~1.4.0。
Q3：Vue 老页面（还没迁移的部分）能引用吗？
A：PC 门户老页面是 vue-cli 4 + webpack 4，不支持 exports 字段，需要引用 CJS 产物 @rc/shared/dist/cjs，且不建议在老页面新增依赖。
Q4：包里为什么没有 request 封装？
A：axios 实例与项目的网关地址、错误提示组件（antd message / antd-mobile Toast）耦合，拦截器逻辑以函数形式提供（createGmInterceptors），实例由各项目自己创建。

六、评审意见
同意。gm-crypto 模块的单测必须进 CI，sm-crypto 锁版本的原因写进包 README，避免后来的人“顺手升级”。""",
),
]
