from dealt.cli import main

raise SystemExit(main())
