Compiled method (c2)     810  838       4       dev.seqid.OrderedUuidGenerator::compose (352 bytes)
    7f0f78f19380:	44 8b 56 08          	mov    0x8(%rsi),%r10d
    7f0f78f19384:	49 bb 00 00 00 07 0f 	movabs $0x7f0f07000000,%r11
    7f0f78f1938b:	7f 00 00 
    7f0f78f1938e:	4d 03 d3             	add    %r11,%r10
    7f0f78f19391:	49 3b c2             	cmp    %r10,%rax
                 ;   {runtime_call ic_miss_stub}
    7f0f78f19394:	0f 85 e6 f9 a6 ff    	jne    0x7f0f78988d80
    7f0f78f1939a:	66 90                	xchg   %ax,%ax
    7f0f78f1939c:	0f 1f 40 00          	nopl   0x0(%rax)
    7f0f78f193a0:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f0f78f193a7:	55                   	push   %rbp
    7f0f78f193a8:	48 81 ec d0 00 00 00 	sub    $0xd0,%rsp
    7f0f78f193af:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f0f78f193b4:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f0f78f193b9:	48 89 4c 24 10       	mov    %rcx,0x10(%rsp)
    7f0f78f193be:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f0f78f193c3:	4c 8b ce             	mov    %rsi,%r9
    7f0f78f193c6:	8b 4e 24             	mov    0x24(%rsi),%ecx
    7f0f78f193c9:	4d 8b 5c cc 48       	mov    0x48(%r12,%rcx,8),%r11
    7f0f78f193ce:	44 8b d7             	mov    %edi,%r10d
    7f0f78f193d1:	85 ff                	test   %edi,%edi
    7f0f78f193d3:	7f 16                	jg     0x7f0f78f193eb
    7f0f78f193d5:	48 81 c4 d0 00 00 00 	add    $0xd0,%rsp
                 ;   {poll_return}
    7f0f78f193dc:	5d                   	pop    %rbp
    7f0f78f193dd:	49 3b a7 40 03 00 00 	cmp    0x340(%r15),%rsp
    7f0f78f193e4:	0f 87 9e 16 00 00    	ja     0x7f0f78f1aa88
    7f0f78f193ea:	c3                   	ret
    7f0f78f193eb:	49 8b 5c cc 18       	mov    0x18(%r12,%rcx,8),%rbx
    7f0f78f193f0:	44 8b 46 10          	mov    0x10(%rsi),%r8d
    7f0f78f193f4:	49 8b 7c cc 50       	mov    0x50(%r12,%rcx,8),%rdi
    7f0f78f193f9:	41 81 fa c0 ff ff 7f 	cmp    $0x7fffffc0,%r10d
    7f0f78f19400:	0f 8f 61 11 00 00    	jg     0x7f0f78f1a567
    7f0f78f19406:	48 89 7c 24 30       	mov    %rdi,0x30(%rsp)
    7f0f78f1940b:	44 89 44 24 24       	mov    %r8d,0x24(%rsp)
    7f0f78f19410:	48 89 5c 24 38       	mov    %rbx,0x38(%rsp)
    7f0f78f19415:	4c 89 5c 24 28       	mov    %r11,0x28(%rsp)
    7f0f78f1941a:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7f0f78f1941f:	48 89 34 24          	mov    %rsi,(%rsp)
    7f0f78f19423:	4d 8b 9f 88 02 00 00 	mov    0x288(%r15),%r11
    7f0f78f1942a:	4d 8b 1b             	mov    (%r11),%r11
    7f0f78f1942d:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0f78f19432:	49 bb 00 00 00 00 00 	movabs $0x8000000000000000,%r11
    7f0f78f19439:	00 00 80 
    7f0f78f1943c:	45 33 c0             	xor    %r8d,%r8d
    7f0f78f1943f:	45 33 c9             	xor    %r9d,%r9d
    7f0f78f19442:	33 c9                	xor    %ecx,%ecx
    7f0f78f19444:	4c 89 5c 24 50       	mov    %r11,0x50(%rsp)
    7f0f78f19449:	44 89 44 24 64       	mov    %r8d,0x64(%rsp)
    7f0f78f1944e:	4c 89 4c 24 68       	mov    %r9,0x68(%rsp)
    7f0f78f19453:	48 89 8c 24 a0 00 00 	mov    %rcx,0xa0(%rsp)
    7f0f78f1945a:	00 
    7f0f78f1945b:	e9 00 01 00 00       	jmp    0x7f0f78f19560
    7f0f78f19460:	44 3b 44 24 78       	cmp    0x78(%rsp),%r8d
    7f0f78f19465:	0f 8d a9 00 00 00    	jge    0x7f0f78f19514
    7f0f78f1946b:	90                   	nop
    7f0f78f1946c:	41 8b d8             	mov    %r8d,%ebx
    7f0f78f1946f:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f19473:	4d 8b cd             	mov    %r13,%r9
    7f0f78f19476:	4c 23 4c 24 38       	and    0x38(%rsp),%r9
    7f0f78f1947b:	03 de                	add    %esi,%ebx
    7f0f78f1947d:	49 8b f9             	mov    %r9,%rdi
    7f0f78f19480:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f19484:	48 d3 ef             	shr    %cl,%rdi
    7f0f78f19487:	48 23 bc 24 80 00 00 	and    0x80(%rsp),%rdi
    7f0f78f1948e:	00 
    7f0f78f1948f:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f19493:	48 d3 e7             	shl    %cl,%rdi
    7f0f78f19496:	48 0b 7c 24 68       	or     0x68(%rsp),%rdi
    7f0f78f1949b:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f1949f:	0f 83 b7 10 00 00    	jae    0x7f0f78f1a55c
    7f0f78f194a5:	4c 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%r11
    7f0f78f194ac:	00 
    7f0f78f194ad:	4d 8b 5c db 10       	mov    0x10(%r11,%rbx,8),%r11
    7f0f78f194b2:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f194b6:	49 d3 e9             	shr    %cl,%r9
    7f0f78f194b9:	4c 23 9c 24 88 00 00 	and    0x88(%rsp),%r11
    7f0f78f194c0:	00 
    7f0f78f194c1:	4c 23 4c 24 58       	and    0x58(%rsp),%r9
    7f0f78f194c6:	4c 03 6c 24 28       	add    0x28(%rsp),%r13
    7f0f78f194cb:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f194cf:	49 d3 e1             	shl    %cl,%r9
    7f0f78f194d2:	4c 0b 8c 24 a0 00 00 	or     0xa0(%rsp),%r9
    7f0f78f194d9:	00 
    7f0f78f194da:	4d 0b cb             	or     %r11,%r9
    7f0f78f194dd:	41 8b c8             	mov    %r8d,%ecx
    7f0f78f194e0:	d1 e1                	shl    %ecx
    7f0f78f194e2:	03 8c 24 f8 00 00 00 	add    0xf8(%rsp),%ecx
    7f0f78f194e9:	4c 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%r11
    7f0f78f194f0:	00 
    7f0f78f194f1:	49 89 7c cb 10       	mov    %rdi,0x10(%r11,%rcx,8)
    7f0f78f194f6:	4c 63 d9             	movslq %ecx,%r11
    7f0f78f194f9:	48 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%rcx
    7f0f78f19500:	00 
    7f0f78f19501:	4e 89 4c d9 18       	mov    %r9,0x18(%rcx,%r11,8)
    7f0f78f19506:	41 ff c0             	inc    %r8d
    7f0f78f19509:	44 3b 44 24 78       	cmp    0x78(%rsp),%r8d
    7f0f78f1950e:	0f 8c 58 ff ff ff    	jl     0x7f0f78f1946c
    7f0f78f19514:	4d 8b 9f 48 03 00 00 	mov    0x348(%r15),%r11
    7f0f78f1951b:	41 85 03             	test   %eax,(%r11)
    7f0f78f1951e:	44 3b 44 24 7c       	cmp    0x7c(%rsp),%r8d
    7f0f78f19523:	0f 8c 9e 03 00 00    	jl     0x7f0f78f198c7
    7f0f78f19529:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1952e:	45 8b 5a 08          	mov    0x8(%r10),%r11d
    7f0f78f19532:	41 81 fb 68 ac 08 01 	cmp    $0x108ac68,%r11d
    7f0f78f19539:	0f 85 51 0f 00 00    	jne    0x7f0f78f1a490
    7f0f78f1953f:	44 8b 5c 24 64       	mov    0x64(%rsp),%r11d
    7f0f78f19544:	41 83 c3 40          	add    $0x40,%r11d
    7f0f78f19548:	44 89 5c 24 64       	mov    %r11d,0x64(%rsp)
    7f0f78f1954d:	44 3b 5c 24 20       	cmp    0x20(%rsp),%r11d
    7f0f78f19552:	0f 8d 7d fe ff ff    	jge    0x7f0f78f193d5
    7f0f78f19558:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f0f78f1955d:	45 2b d3             	sub    %r11d,%r10d
    7f0f78f19560:	4c 8b 1c 24          	mov    (%rsp),%r11
    7f0f78f19564:	45 8b 4b 28          	mov    0x28(%r11),%r9d
    7f0f78f19568:	41 83 fa 40          	cmp    $0x40,%r10d
    7f0f78f1956c:	41 b8 40 00 00 00    	mov    $0x40,%r8d
    7f0f78f19572:	45 0f 4f d0          	cmovg  %r8d,%r10d
    7f0f78f19576:	44 89 54 24 7c       	mov    %r10d,0x7c(%rsp)
    7f0f78f1957b:	47 8b 44 cc 0c       	mov    0xc(%r12,%r9,8),%r8d
    7f0f78f19580:	45 85 c0             	test   %r8d,%r8d
    7f0f78f19583:	0f 8e 27 11 00 00    	jle    0x7f0f78f1a6b0
    7f0f78f19589:	45 8b da             	mov    %r10d,%r11d
    7f0f78f1958c:	45 0f af d8          	imul   %r8d,%r11d
    7f0f78f19590:	44 89 5c 24 78       	mov    %r11d,0x78(%rsp)
    7f0f78f19595:	43 8b 6c cc 30       	mov    0x30(%r12,%r9,8),%ebp
    7f0f78f1959a:	45 8b 54 ec 08       	mov    0x8(%r12,%rbp,8),%r10d
    7f0f78f1959f:	41 81 fa c0 2e 02 01 	cmp    $0x1022ec0,%r10d
    7f0f78f195a6:	0f 85 bc 0e 00 00    	jne    0x7f0f78f1a468
    7f0f78f195ac:	4c 8b 54 24 70       	mov    0x70(%rsp),%r10
    7f0f78f195b1:	4d 8b 52 20          	mov    0x20(%r10),%r10
    7f0f78f195b5:	4d 8d 0c ec          	lea    (%r12,%rbp,8),%r9
    7f0f78f195b9:	45 8b 59 1c          	mov    0x1c(%r9),%r11d
    7f0f78f195bd:	45 8b c2             	mov    %r10d,%r8d
    7f0f78f195c0:	41 83 e0 3f          	and    $0x3f,%r8d
    7f0f78f195c4:	41 8b e8             	mov    %r8d,%ebp
    7f0f78f195c7:	83 c5 20             	add    $0x20,%ebp
    7f0f78f195ca:	47 8b 54 dc 0c       	mov    0xc(%r12,%r11,8),%r10d
    7f0f78f195cf:	41 3b ea             	cmp    %r10d,%ebp
    7f0f78f195d2:	0f 83 47 0e 00 00    	jae    0x7f0f78f1a41f
    7f0f78f195d8:	4f 8d 14 dc          	lea    (%r12,%r11,8),%r10
    7f0f78f195dc:	47 8b 84 82 90 00 00 	mov    0x90(%r10,%r8,4),%r8d
    7f0f78f195e3:	00 
                 ; implicit exception: dispatches to 0x00007f0f78f1a9e0
    7f0f78f195e4:	43 8b ac c4 90 00 00 	mov    0x90(%r12,%r8,8),%ebp
    7f0f78f195eb:	00 
    7f0f78f195ec:	4c 8b d5             	mov    %rbp,%r10
    7f0f78f195ef:	49 c1 e2 03          	shl    $0x3,%r10
    7f0f78f195f3:	4c 8b 5c 24 70       	mov    0x70(%rsp),%r11
    7f0f78f195f8:	4d 3b d3             	cmp    %r11,%r10
    7f0f78f195fb:	0f 85 4b 11 00 00    	jne    0x7f0f78f1a74c
    7f0f78f19601:	47 8b 5c c4 08       	mov    0x8(%r12,%r8,8),%r11d
    7f0f78f19606:	41 81 fb a0 39 02 01 	cmp    $0x10239a0,%r11d
    7f0f78f1960d:	0f 85 40 12 00 00    	jne    0x7f0f78f1a853
    7f0f78f19613:	44 8b 54 24 78       	mov    0x78(%rsp),%r10d
    7f0f78f19618:	45 85 d2             	test   %r10d,%r10d
    7f0f78f1961b:	0f 8e 9b 00 00 00    	jle    0x7f0f78f196bc
    7f0f78f19621:	45 8b 59 14          	mov    0x14(%r9),%r11d
    7f0f78f19625:	44 89 5c 24 60       	mov    %r11d,0x60(%rsp)
    7f0f78f1962a:	4f 8d 14 c4          	lea    (%r12,%r8,8),%r10
    7f0f78f1962e:	4c 89 54 24 58       	mov    %r10,0x58(%rsp)
    7f0f78f19633:	4c 8b 94 24 f0 00 00 	mov    0xf0(%rsp),%r10
    7f0f78f1963a:	00 
    7f0f78f1963b:	45 8b 52 0c          	mov    0xc(%r10),%r10d
    7f0f78f1963f:	44 89 54 24 40       	mov    %r10d,0x40(%rsp)
    7f0f78f19644:	4d 63 d2             	movslq %r10d,%r10
    7f0f78f19647:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f1964c:	45 33 db             	xor    %r11d,%r11d
    7f0f78f1964f:	44 89 9c 24 8c 00 00 	mov    %r11d,0x8c(%rsp)
    7f0f78f19656:	00 
    7f0f78f19657:	e9 bc 04 00 00       	jmp    0x7f0f78f19b18
    7f0f78f1965c:	c4 c1 79 7e c3       	vmovd  %xmm0,%r11d
    7f0f78f19661:	c5 f9 7e cb          	vmovd  %xmm1,%ebx
    7f0f78f19665:	3b f9                	cmp    %ecx,%edi
    7f0f78f19667:	7d 2c                	jge    0x7f0f78f19695
    7f0f78f19669:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1966c:	41 3b e8             	cmp    %r8d,%ebp
    7f0f78f1966f:	0f 83 a3 0d 00 00    	jae    0x7f0f78f1a418
    7f0f78f19675:	4c 8b 54 2a 10       	mov    0x10(%rdx,%rbp,1),%r10
    7f0f78f1967a:	49 0f ca             	bswap  %r10
    7f0f78f1967d:	48 8b b4 24 f0 00 00 	mov    0xf0(%rsp),%rsi
    7f0f78f19684:	00 
    7f0f78f19685:	4c 89 54 fe 10       	mov    %r10,0x10(%rsi,%rdi,8)
    7f0f78f1968a:	ff c7                	inc    %edi
    7f0f78f1968c:	3b f9                	cmp    %ecx,%edi
    7f0f78f1968e:	7d 05                	jge    0x7f0f78f19695
    7f0f78f19690:	83 c5 08             	add    $0x8,%ebp
    7f0f78f19693:	eb d7                	jmp    0x7f0f78f1966c
    7f0f78f19695:	4d 8b 97 48 03 00 00 	mov    0x348(%r15),%r10
    7f0f78f1969c:	41 c1 e1 03          	shl    $0x3,%r9d
    7f0f78f196a0:	45 03 cb             	add    %r11d,%r9d
    7f0f78f196a3:	4c 8b 5c 24 58       	mov    0x58(%rsp),%r11
    7f0f78f196a8:	45 89 8b 94 00 00 00 	mov    %r9d,0x94(%r11)
    7f0f78f196af:	41 85 02             	test   %eax,(%r10)
    7f0f78f196b2:	3b 4c 24 78          	cmp    0x78(%rsp),%ecx
    7f0f78f196b6:	0f 8c 55 04 00 00    	jl     0x7f0f78f19b11
    7f0f78f196bc:	44 8b 54 24 7c       	mov    0x7c(%rsp),%r10d
    7f0f78f196c1:	45 85 d2             	test   %r10d,%r10d
    7f0f78f196c4:	0f 8e 5f fe ff ff    	jle    0x7f0f78f19529
    7f0f78f196ca:	4c 8b 14 24          	mov    (%rsp),%r10
    7f0f78f196ce:	45 8b 5a 28          	mov    0x28(%r10),%r11d
    7f0f78f196d2:	c4 c1 79 6e c3       	vmovd  %r11d,%xmm0
    7f0f78f196d7:	4c 63 6c 24 64       	movslq 0x64(%rsp),%r13
    7f0f78f196dc:	4c 0f af 6c 24 28    	imul   0x28(%rsp),%r13
    7f0f78f196e2:	4c 03 ac 24 e8 00 00 	add    0xe8(%rsp),%r13
    7f0f78f196e9:	00 
    7f0f78f196ea:	47 0f b6 5c dc 2c    	movzbl 0x2c(%r12,%r11,8),%r11d
    7f0f78f196f0:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f196f5:	4d 85 d2             	test   %r10,%r10
    7f0f78f196f8:	0f 85 b2 0e 00 00    	jne    0x7f0f78f1a5b0
    7f0f78f196fe:	4c 8b 14 24          	mov    (%rsp),%r10
    7f0f78f19702:	41 8b 72 24          	mov    0x24(%r10),%esi
    7f0f78f19706:	45 8b 54 f4 74       	mov    0x74(%r12,%rsi,8),%r10d
    7f0f78f1970b:	4c 8b 84 24 e0 00 00 	mov    0xe0(%rsp),%r8
    7f0f78f19712:	00 
    7f0f78f19713:	4d 85 c0             	test   %r8,%r8
    7f0f78f19716:	0f 84 94 0e 00 00    	je     0x7f0f78f1a5b0
                 ; implicit exception: dispatches to 0x00007f0f78f1a5b0
    7f0f78f1971c:	47 8b 54 d4 08       	mov    0x8(%r12,%r10,8),%r10d
    7f0f78f19721:	41 81 fa 48 6b 02 01 	cmp    $0x1026b48,%r10d
    7f0f78f19728:	0f 85 82 0e 00 00    	jne    0x7f0f78f1a5b0
    7f0f78f1972e:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f19733:	47 0f b6 94 d4 b8 00 	movzbl 0xb8(%r12,%r10,8),%r10d
    7f0f78f1973a:	00 00 
    7f0f78f1973c:	45 85 d2             	test   %r10d,%r10d
    7f0f78f1973f:	0f 84 6b 0e 00 00    	je     0x7f0f78f1a5b0
    7f0f78f19745:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1974a:	4d 85 d2             	test   %r10,%r10
    7f0f78f1974d:	0f 84 5d 0e 00 00    	je     0x7f0f78f1a5b0
    7f0f78f19753:	45 85 db             	test   %r11d,%r11d
    7f0f78f19756:	0f 85 d4 0e 00 00    	jne    0x7f0f78f1a630
    7f0f78f1975c:	c4 c1 79 7e c3       	vmovd  %xmm0,%r11d
    7f0f78f19761:	47 0f b6 54 dc 2d    	movzbl 0x2d(%r12,%r11,8),%r10d
    7f0f78f19767:	45 85 d2             	test   %r10d,%r10d
    7f0f78f1976a:	0f 84 c0 0e 00 00    	je     0x7f0f78f1a630
    7f0f78f19770:	4c 8b 94 24 f0 00 00 	mov    0xf0(%rsp),%r10
    7f0f78f19777:	00 
                 ; implicit exception: dispatches to 0x00007f0f78f1a630
    7f0f78f19778:	45 8b 42 0c          	mov    0xc(%r10),%r8d
    7f0f78f1977c:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f19781:	45 8b 52 08          	mov    0x8(%r10),%r10d
    7f0f78f19785:	41 81 fa 68 ac 08 01 	cmp    $0x108ac68,%r10d
    7f0f78f1978c:	0f 85 9e 0e 00 00    	jne    0x7f0f78f1a630
    7f0f78f19792:	44 89 44 24 40       	mov    %r8d,0x40(%rsp)
    7f0f78f19797:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1979c:	c4 c1 f9 6e fa       	vmovq  %r10,%xmm7
    7f0f78f197a1:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f197a6:	4f 8b 84 d4 80 00 00 	mov    0x80(%r12,%r10,8),%r8
    7f0f78f197ad:	00 
    7f0f78f197ae:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f197b3:	4c 03 54 24 28       	add    0x28(%rsp),%r10
    7f0f78f197b8:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f197bd:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f0f78f197c2:	4f 8b 4c dc 70       	mov    0x70(%r12,%r11,8),%r9
    7f0f78f197c7:	4b 8b 8c dc b0 00 00 	mov    0xb0(%r12,%r11,8),%rcx
    7f0f78f197ce:	00 
    7f0f78f197cf:	4f 8b 94 dc a8 00 00 	mov    0xa8(%r12,%r11,8),%r10
    7f0f78f197d6:	00 
    7f0f78f197d7:	4c 89 54 24 58       	mov    %r10,0x58(%rsp)
    7f0f78f197dc:	4b 8b 9c dc a0 00 00 	mov    0xa0(%r12,%r11,8),%rbx
    7f0f78f197e3:	00 
    7f0f78f197e4:	4b 8b 7c dc 68       	mov    0x68(%r12,%r11,8),%rdi
    7f0f78f197e9:	4f 8b 5c dc 58       	mov    0x58(%r12,%r11,8),%r11
    7f0f78f197ee:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f197f3:	4b 8b 94 d4 98 00 00 	mov    0x98(%r12,%r10,8),%rdx
    7f0f78f197fa:	00 
    7f0f78f197fb:	4f 8b 94 d4 90 00 00 	mov    0x90(%r12,%r10,8),%r10
    7f0f78f19802:	00 
    7f0f78f19803:	4c 89 94 24 80 00 00 	mov    %r10,0x80(%rsp)
    7f0f78f1980a:	00 
    7f0f78f1980b:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f19810:	4b 8b 84 d4 88 00 00 	mov    0x88(%r12,%r10,8),%rax
    7f0f78f19817:	00 
    7f0f78f19818:	41 8b 74 f4 0c       	mov    0xc(%r12,%rsi,8),%esi
    7f0f78f1981d:	c5 f9 6e d6          	vmovd  %esi,%xmm2
    7f0f78f19821:	c4 c1 79 7e c2       	vmovd  %xmm0,%r10d
    7f0f78f19826:	4f 8b 54 d4 18       	mov    0x18(%r12,%r10,8),%r10
    7f0f78f1982b:	4c 89 94 24 88 00 00 	mov    %r10,0x88(%rsp)
    7f0f78f19832:	00 
    7f0f78f19833:	c4 c1 79 7e c2       	vmovd  %xmm0,%r10d
    7f0f78f19838:	47 8b 54 d4 0c       	mov    0xc(%r12,%r10,8),%r10d
    7f0f78f1983d:	41 8b f0             	mov    %r8d,%esi
    7f0f78f19840:	c5 f9 6e ce          	vmovd  %esi,%xmm1
    7f0f78f19844:	41 8b f1             	mov    %r9d,%esi
    7f0f78f19847:	c5 f9 6e de          	vmovd  %esi,%xmm3
    7f0f78f1984b:	8b f0                	mov    %eax,%esi
    7f0f78f1984d:	c5 f9 6e ee          	vmovd  %esi,%xmm5
    7f0f78f19851:	44 8b c1             	mov    %ecx,%r8d
    7f0f78f19854:	c4 c1 79 6e e0       	vmovd  %r8d,%xmm4
    7f0f78f19859:	44 8b c2             	mov    %edx,%r8d
    7f0f78f1985c:	c4 c1 79 6e f0       	vmovd  %r8d,%xmm6
    7f0f78f19861:	45 8b db             	mov    %r11d,%r11d
    7f0f78f19864:	c4 41 79 6e c3       	vmovd  %r11d,%xmm8
    7f0f78f19869:	44 8b df             	mov    %edi,%r11d
    7f0f78f1986c:	c4 41 79 6e cb       	vmovd  %r11d,%xmm9
    7f0f78f19871:	44 8b db             	mov    %ebx,%r11d
    7f0f78f19874:	c4 41 79 6e db       	vmovd  %r11d,%xmm11
    7f0f78f19879:	4c 63 5c 24 40       	movslq 0x40(%rsp),%r11
    7f0f78f1987e:	4c 89 9c 24 90 00 00 	mov    %r11,0x90(%rsp)
    7f0f78f19885:	00 
    7f0f78f19886:	44 8b 84 24 f8 00 00 	mov    0xf8(%rsp),%r8d
    7f0f78f1988d:	00 
    7f0f78f1988e:	41 ff c0             	inc    %r8d
    7f0f78f19891:	4d 63 d8             	movslq %r8d,%r11
    7f0f78f19894:	4c 89 9c 24 98 00 00 	mov    %r11,0x98(%rsp)
    7f0f78f1989b:	00 
    7f0f78f1989c:	4c 63 9c 24 f8 00 00 	movslq 0xf8(%rsp),%r11
    7f0f78f198a3:	00 
    7f0f78f198a4:	4c 89 9c 24 a8 00 00 	mov    %r11,0xa8(%rsp)
    7f0f78f198ab:	00 
    7f0f78f198ac:	c4 c1 79 7e c3       	vmovd  %xmm0,%r11d
    7f0f78f198b1:	43 8b 74 dc 24       	mov    0x24(%r12,%r11,8),%esi
    7f0f78f198b6:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f0f78f198bb:	49 c1 e3 03          	shl    $0x3,%r11
    7f0f78f198bf:	c4 41 f9 6e d3       	vmovq  %r11,%xmm10
    7f0f78f198c4:	45 33 c0             	xor    %r8d,%r8d
    7f0f78f198c7:	4c 3b 6c 24 50       	cmp    0x50(%rsp),%r13
    7f0f78f198cc:	0f 8c c2 0e 00 00    	jl     0x7f0f78f1a794
    7f0f78f198d2:	4d 8b dd             	mov    %r13,%r11
    7f0f78f198d5:	c5 f9 7e d1          	vmovd  %xmm2,%ecx
    7f0f78f198d9:	49 d3 eb             	shr    %cl,%r11
    7f0f78f198dc:	49 8b fb             	mov    %r11,%rdi
    7f0f78f198df:	4c 8b 8c 24 e0 00 00 	mov    0xe0(%rsp),%r9
    7f0f78f198e6:	00 
    7f0f78f198e7:	4d 03 99 90 00 00 00 	add    0x90(%r9),%r11
    7f0f78f198ee:	4d 8b cb             	mov    %r11,%r9
    7f0f78f198f1:	c5 f9 7e d9          	vmovd  %xmm3,%ecx
    7f0f78f198f5:	49 d3 e9             	shr    %cl,%r9
    7f0f78f198f8:	8b 5c 24 24          	mov    0x24(%rsp),%ebx
    7f0f78f198fc:	4d 23 4c dc 78       	and    0x78(%r12,%rbx,8),%r9
    7f0f78f19901:	c5 79 7e c1          	vmovd  %xmm8,%ecx
    7f0f78f19905:	49 d3 eb             	shr    %cl,%r11
    7f0f78f19908:	4d 23 5c dc 60       	and    0x60(%r12,%rbx,8),%r11
    7f0f78f1990d:	c5 f9 7e c9          	vmovd  %xmm1,%ecx
    7f0f78f19911:	49 d3 e1             	shl    %cl,%r9
    7f0f78f19914:	4d 0b 4c dc 40       	or     0x40(%r12,%rbx,8),%r9
    7f0f78f19919:	4c 89 8c 24 a0 00 00 	mov    %r9,0xa0(%rsp)
    7f0f78f19920:	00 
    7f0f78f19921:	c5 79 7e c9          	vmovd  %xmm9,%ecx
    7f0f78f19925:	49 d3 e3             	shl    %cl,%r11
    7f0f78f19928:	4d 0b 5c dc 38       	or     0x38(%r12,%rbx,8),%r11
    7f0f78f1992d:	4c 89 5c 24 68       	mov    %r11,0x68(%rsp)
    7f0f78f19932:	45 8b d8             	mov    %r8d,%r11d
    7f0f78f19935:	41 ff c3             	inc    %r11d
    7f0f78f19938:	4c 8b cf             	mov    %rdi,%r9
    7f0f78f1993b:	49 83 c1 01          	add    $0x1,%r9
    7f0f78f1993f:	c5 f9 7e d1          	vmovd  %xmm2,%ecx
    7f0f78f19943:	49 d3 e1             	shl    %cl,%r9
    7f0f78f19946:	4c 89 4c 24 50       	mov    %r9,0x50(%rsp)
    7f0f78f1994b:	4c 2b 4c 24 30       	sub    0x30(%rsp),%r9
    7f0f78f19950:	4d 2b cd             	sub    %r13,%r9
    7f0f78f19953:	49 ff c9             	dec    %r9
    7f0f78f19956:	49 8b c9             	mov    %r9,%rcx
    7f0f78f19959:	4d 85 c9             	test   %r9,%r9
    7f0f78f1995c:	0f 8c 7e 0e 00 00    	jl     0x7f0f78f1a7e0
    7f0f78f19962:	49 8b c1             	mov    %r9,%rax
    7f0f78f19965:	4c 8b 4c 24 28       	mov    0x28(%rsp),%r9
    7f0f78f1996a:	48 ba 00 00 00 00 00 	movabs $0x8000000000000000,%rdx
    7f0f78f19971:	00 00 80 
    7f0f78f19974:	48 3b c2             	cmp    %rdx,%rax
    7f0f78f19977:	75 08                	jne    0x7f0f78f19981
    7f0f78f19979:	33 d2                	xor    %edx,%edx
    7f0f78f1997b:	49 83 f9 ff          	cmp    $0xffffffffffffffff,%r9
    7f0f78f1997f:	74 05                	je     0x7f0f78f19986
    7f0f78f19981:	48 99                	cqto
    7f0f78f19983:	49 f7 f9             	idiv   %r9
    7f0f78f19986:	44 8b 4c 24 7c       	mov    0x7c(%rsp),%r9d
    7f0f78f1998b:	45 2b c8             	sub    %r8d,%r9d
    7f0f78f1998e:	41 ff c9             	dec    %r9d
    7f0f78f19991:	49 63 c9             	movslq %r9d,%rcx
    7f0f78f19994:	48 3b c8             	cmp    %rax,%rcx
    7f0f78f19997:	0f 8f 8e 09 00 00    	jg     0x7f0f78f1a32b
    7f0f78f1999d:	45 03 c8             	add    %r8d,%r9d
    7f0f78f199a0:	41 ff c1             	inc    %r9d
    7f0f78f199a3:	44 89 4c 24 78       	mov    %r9d,0x78(%rsp)
    7f0f78f199a8:	45 3b c1             	cmp    %r9d,%r8d
    7f0f78f199ab:	0f 8d 63 fb ff ff    	jge    0x7f0f78f19514
    7f0f78f199b1:	4d 63 c8             	movslq %r8d,%r9
    7f0f78f199b4:	49 d1 e1             	shl    %r9
    7f0f78f199b7:	49 8b c9             	mov    %r9,%rcx
    7f0f78f199ba:	48 03 8c 24 a8 00 00 	add    0xa8(%rsp),%rcx
    7f0f78f199c1:	00 
    7f0f78f199c2:	48 3b 8c 24 90 00 00 	cmp    0x90(%rsp),%rcx
    7f0f78f199c9:	00 
    7f0f78f199ca:	0f 83 f0 0a 00 00    	jae    0x7f0f78f1a4c0
    7f0f78f199d0:	48 63 4c 24 78       	movslq 0x78(%rsp),%rcx
    7f0f78f199d5:	48 8b d9             	mov    %rcx,%rbx
    7f0f78f199d8:	48 d1 e3             	shl    %rbx
    7f0f78f199db:	48 8b fb             	mov    %rbx,%rdi
    7f0f78f199de:	48 03 bc 24 a8 00 00 	add    0xa8(%rsp),%rdi
    7f0f78f199e5:	00 
    7f0f78f199e6:	48 83 c7 fe          	add    $0xfffffffffffffffe,%rdi
    7f0f78f199ea:	48 3b bc 24 90 00 00 	cmp    0x90(%rsp),%rdi
    7f0f78f199f1:	00 
    7f0f78f199f2:	0f 83 c8 0a 00 00    	jae    0x7f0f78f1a4c0
    7f0f78f199f8:	4c 03 8c 24 98 00 00 	add    0x98(%rsp),%r9
    7f0f78f199ff:	00 
    7f0f78f19a00:	4c 3b 8c 24 90 00 00 	cmp    0x90(%rsp),%r9
    7f0f78f19a07:	00 
    7f0f78f19a08:	0f 83 b2 0a 00 00    	jae    0x7f0f78f1a4c0
    7f0f78f19a0e:	48 03 9c 24 98 00 00 	add    0x98(%rsp),%rbx
    7f0f78f19a15:	00 
    7f0f78f19a16:	48 83 c3 fe          	add    $0xfffffffffffffffe,%rbx
    7f0f78f19a1a:	48 3b 9c 24 90 00 00 	cmp    0x90(%rsp),%rbx
    7f0f78f19a21:	00 
    7f0f78f19a22:	0f 83 98 0a 00 00    	jae    0x7f0f78f1a4c0
    7f0f78f19a28:	48 ff c9             	dec    %rcx
    7f0f78f19a2b:	48 81 f9 00 00 00 80 	cmp    $0xffffffff80000000,%rcx
    7f0f78f19a32:	49 c7 c1 00 00 00 80 	mov    $0xffffffff80000000,%r9
    7f0f78f19a39:	49 0f 4c c9          	cmovl  %r9,%rcx
    7f0f78f19a3d:	44 8b c9             	mov    %ecx,%r9d
    7f0f78f19a40:	44 89 4c 24 60       	mov    %r9d,0x60(%rsp)
    7f0f78f19a45:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7f0f78f19a4a:	4d 85 c9             	test   %r9,%r9
    7f0f78f19a4d:	0f 84 f5 05 00 00    	je     0x7f0f78f1a048
    7f0f78f19a53:	41 8b 49 08          	mov    0x8(%r9),%ecx
    7f0f78f19a57:	81 f9 98 69 0b 00    	cmp    $0xb6998,%ecx
    7f0f78f19a5d:	0f 85 5d 0a 00 00    	jne    0x7f0f78f1a4c0
    7f0f78f19a63:	41 8b d8             	mov    %r8d,%ebx
    7f0f78f19a66:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f19a6a:	4d 8b cd             	mov    %r13,%r9
    7f0f78f19a6d:	4c 23 4c 24 38       	and    0x38(%rsp),%r9
    7f0f78f19a72:	03 de                	add    %esi,%ebx
    7f0f78f19a74:	49 8b f9             	mov    %r9,%rdi
    7f0f78f19a77:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f19a7b:	48 d3 ef             	shr    %cl,%rdi
    7f0f78f19a7e:	48 23 bc 24 80 00 00 	and    0x80(%rsp),%rdi
    7f0f78f19a85:	00 
    7f0f78f19a86:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f19a8a:	48 d3 e7             	shl    %cl,%rdi
    7f0f78f19a8d:	48 0b 7c 24 68       	or     0x68(%rsp),%rdi
    7f0f78f19a92:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f19a96:	0f 83 bd 08 00 00    	jae    0x7f0f78f1a359
    7f0f78f19a9c:	48 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%rcx
    7f0f78f19aa3:	00 
    7f0f78f19aa4:	48 8b 5c d9 10       	mov    0x10(%rcx,%rbx,8),%rbx
    7f0f78f19aa9:	4c 03 6c 24 28       	add    0x28(%rsp),%r13
    7f0f78f19aae:	48 23 9c 24 88 00 00 	and    0x88(%rsp),%rbx
    7f0f78f19ab5:	00 
    7f0f78f19ab6:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f19aba:	49 d3 e9             	shr    %cl,%r9
    7f0f78f19abd:	4c 23 4c 24 58       	and    0x58(%rsp),%r9
    7f0f78f19ac2:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f19ac6:	49 d3 e1             	shl    %cl,%r9
    7f0f78f19ac9:	4c 0b 8c 24 a0 00 00 	or     0xa0(%rsp),%r9
    7f0f78f19ad0:	00 
    7f0f78f19ad1:	4c 0b cb             	or     %rbx,%r9
    7f0f78f19ad4:	41 8b c8             	mov    %r8d,%ecx
    7f0f78f19ad7:	d1 e1                	shl    %ecx
    7f0f78f19ad9:	03 8c 24 f8 00 00 00 	add    0xf8(%rsp),%ecx
    7f0f78f19ae0:	48 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%rbx
    7f0f78f19ae7:	00 
    7f0f78f19ae8:	48 89 7c cb 10       	mov    %rdi,0x10(%rbx,%rcx,8)
    7f0f78f19aed:	48 63 c9             	movslq %ecx,%rcx
    7f0f78f19af0:	4c 89 4c cb 18       	mov    %r9,0x18(%rbx,%rcx,8)
    7f0f78f19af5:	41 ff c0             	inc    %r8d
    7f0f78f19af8:	45 3b c3             	cmp    %r11d,%r8d
    7f0f78f19afb:	0f 8c 62 ff ff ff    	jl     0x7f0f78f19a63
    7f0f78f19b01:	44 3b 44 24 60       	cmp    0x60(%rsp),%r8d
    7f0f78f19b06:	0f 8d 54 f9 ff ff    	jge    0x7f0f78f19460
    7f0f78f19b0c:	e9 3b 03 00 00       	jmp    0x7f0f78f19e4c
    7f0f78f19b11:	89 8c 24 8c 00 00 00 	mov    %ecx,0x8c(%rsp)
    7f0f78f19b18:	4c 8b 54 24 58       	mov    0x58(%rsp),%r10
    7f0f78f19b1d:	41 8b 82 98 00 00 00 	mov    0x98(%r10),%eax
    7f0f78f19b24:	45 8b 9a 94 00 00 00 	mov    0x94(%r10),%r11d
    7f0f78f19b2b:	44 3b d8             	cmp    %eax,%r11d
    7f0f78f19b2e:	0f 84 4b 03 00 00    	je     0x7f0f78f19e7f
    7f0f78f19b34:	41 2b c3             	sub    %r11d,%eax
    7f0f78f19b37:	44 8b 54 24 78       	mov    0x78(%rsp),%r10d
    7f0f78f19b3c:	44 2b 94 24 8c 00 00 	sub    0x8c(%rsp),%r10d
    7f0f78f19b43:	00 
    7f0f78f19b44:	44 8b c8             	mov    %eax,%r9d
    7f0f78f19b47:	41 c1 f9 1f          	sar    $0x1f,%r9d
    7f0f78f19b4b:	41 c1 e9 1d          	shr    $0x1d,%r9d
    7f0f78f19b4f:	44 03 c8             	add    %eax,%r9d
    7f0f78f19b52:	41 c1 f9 03          	sar    $0x3,%r9d
    7f0f78f19b56:	45 3b d1             	cmp    %r9d,%r10d
    7f0f78f19b59:	45 0f 4c ca          	cmovl  %r10d,%r9d
    7f0f78f19b5d:	8b 8c 24 8c 00 00 00 	mov    0x8c(%rsp),%ecx
    7f0f78f19b64:	41 03 c9             	add    %r9d,%ecx
    7f0f78f19b67:	44 8b 84 24 8c 00 00 	mov    0x8c(%rsp),%r8d
    7f0f78f19b6e:	00 
    7f0f78f19b6f:	44 3b c1             	cmp    %ecx,%r8d
    7f0f78f19b72:	0f 8d 1d fb ff ff    	jge    0x7f0f78f19695
    7f0f78f19b78:	4c 8b 54 24 58       	mov    0x58(%rsp),%r10
    7f0f78f19b7d:	41 8b 9a 9c 00 00 00 	mov    0x9c(%r10),%ebx
                 ; implicit exception: dispatches to 0x00007f0f78f1a364
    7f0f78f19b84:	45 8b 44 dc 0c       	mov    0xc(%r12,%rbx,8),%r8d
    7f0f78f19b89:	41 83 c0 f9          	add    $0xfffffff9,%r8d
    7f0f78f19b8d:	45 85 c0             	test   %r8d,%r8d
    7f0f78f19b90:	0f 8c ce 07 00 00    	jl     0x7f0f78f1a364
    7f0f78f19b96:	44 8b 94 24 8c 00 00 	mov    0x8c(%rsp),%r10d
    7f0f78f19b9d:	00 
    7f0f78f19b9e:	44 3b 54 24 40       	cmp    0x40(%rsp),%r10d
    7f0f78f19ba3:	0f 83 bb 07 00 00    	jae    0x7f0f78f1a364
    7f0f78f19ba9:	4c 63 e9             	movslq %ecx,%r13
    7f0f78f19bac:	4d 8b d5             	mov    %r13,%r10
    7f0f78f19baf:	49 ff ca             	dec    %r10
    7f0f78f19bb2:	4c 3b 54 24 48       	cmp    0x48(%rsp),%r10
    7f0f78f19bb7:	0f 83 a7 07 00 00    	jae    0x7f0f78f1a364
    7f0f78f19bbd:	49 8d 14 dc          	lea    (%r12,%rbx,8),%rdx
    7f0f78f19bc1:	44 8b 94 24 8c 00 00 	mov    0x8c(%rsp),%r10d
    7f0f78f19bc8:	00 
    7f0f78f19bc9:	41 ff c2             	inc    %r10d
    7f0f78f19bcc:	41 8b eb             	mov    %r11d,%ebp
    7f0f78f19bcf:	8b bc 24 8c 00 00 00 	mov    0x8c(%rsp),%edi
    7f0f78f19bd6:	41 3b e8             	cmp    %r8d,%ebp
    7f0f78f19bd9:	0f 83 73 07 00 00    	jae    0x7f0f78f1a352
    7f0f78f19bdf:	48 8b 74 2a 10       	mov    0x10(%rdx,%rbp,1),%rsi
    7f0f78f19be4:	83 c5 08             	add    $0x8,%ebp
    7f0f78f19be7:	48 0f ce             	bswap  %rsi
    7f0f78f19bea:	48 8b 84 24 f0 00 00 	mov    0xf0(%rsp),%rax
    7f0f78f19bf1:	00 
    7f0f78f19bf2:	48 89 74 f8 10       	mov    %rsi,0x10(%rax,%rdi,8)
    7f0f78f19bf7:	ff c7                	inc    %edi
    7f0f78f19bf9:	41 3b fa             	cmp    %r10d,%edi
    7f0f78f19bfc:	7c d8                	jl     0x7f0f78f19bd6
    7f0f78f19bfe:	49 83 c5 fd          	add    $0xfffffffffffffffd,%r13
    7f0f78f19c02:	49 81 fd 00 00 00 80 	cmp    $0xffffffff80000000,%r13
    7f0f78f19c09:	49 c7 c2 00 00 00 80 	mov    $0xffffffff80000000,%r10
    7f0f78f19c10:	4d 0f 4c ea          	cmovl  %r10,%r13
    7f0f78f19c14:	41 8b f5             	mov    %r13d,%esi
    7f0f78f19c17:	3b fe                	cmp    %esi,%edi
    7f0f78f19c19:	0f 8d 46 fa ff ff    	jge    0x7f0f78f19665
    7f0f78f19c1f:	e9 bf 00 00 00       	jmp    0x7f0f78f19ce3
    7f0f78f19c24:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f0f78f19c2a:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f0f78f19c30:	c4 c1 79 7e c3       	vmovd  %xmm0,%r11d
    7f0f78f19c35:	c5 f9 7e cb          	vmovd  %xmm1,%ebx
    7f0f78f19c39:	41 3b e8             	cmp    %r8d,%ebp
    7f0f78f19c3c:	0f 83 29 03 00 00    	jae    0x7f0f78f19f6b
    7f0f78f19c42:	c5 f9 6e cb          	vmovd  %ebx,%xmm1
    7f0f78f19c46:	c4 c1 79 6e c3       	vmovd  %r11d,%xmm0
    7f0f78f19c4b:	8b dd                	mov    %ebp,%ebx
    7f0f78f19c4d:	83 c3 10             	add    $0x10,%ebx
    7f0f78f19c50:	4c 63 dd             	movslq %ebp,%r11
    7f0f78f19c53:	4e 8b 54 1a 10       	mov    0x10(%rdx,%r11,1),%r10
    7f0f78f19c58:	49 0f ca             	bswap  %r10
    7f0f78f19c5b:	48 8b 84 24 f0 00 00 	mov    0xf0(%rsp),%rax
    7f0f78f19c62:	00 
    7f0f78f19c63:	4c 89 54 f8 10       	mov    %r10,0x10(%rax,%rdi,8)
    7f0f78f19c68:	41 3b d8             	cmp    %r8d,%ebx
    7f0f78f19c6b:	0f 83 e3 02 00 00    	jae    0x7f0f78f19f54
    7f0f78f19c71:	4a 8b 5c 1a 20       	mov    0x20(%rdx,%r11,1),%rbx
    7f0f78f19c76:	4e 8b 54 1a 18       	mov    0x18(%rdx,%r11,1),%r10
    7f0f78f19c7b:	4c 63 f7             	movslq %edi,%r14
    7f0f78f19c7e:	49 0f ca             	bswap  %r10
    7f0f78f19c81:	4e 89 54 f0 18       	mov    %r10,0x18(%rax,%r14,8)
    7f0f78f19c86:	8b c5                	mov    %ebp,%eax
    7f0f78f19c88:	83 c0 18             	add    $0x18,%eax
    7f0f78f19c8b:	48 0f cb             	bswap  %rbx
    7f0f78f19c8e:	4c 8b 94 24 f0 00 00 	mov    0xf0(%rsp),%r10
    7f0f78f19c95:	00 
    7f0f78f19c96:	4b 89 5c f2 20       	mov    %rbx,0x20(%r10,%r14,8)
    7f0f78f19c9b:	41 3b c0             	cmp    %r8d,%eax
    7f0f78f19c9e:	0f 83 b9 02 00 00    	jae    0x7f0f78f19f5d
    7f0f78f19ca4:	4e 8b 54 1a 28       	mov    0x28(%rdx,%r11,1),%r10
    7f0f78f19ca9:	83 c5 20             	add    $0x20,%ebp
    7f0f78f19cac:	49 0f ca             	bswap  %r10
    7f0f78f19caf:	4c 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%r11
    7f0f78f19cb6:	00 
    7f0f78f19cb7:	4f 89 54 f3 28       	mov    %r10,0x28(%r11,%r14,8)
    7f0f78f19cbc:	83 c7 04             	add    $0x4,%edi
    7f0f78f19cbf:	41 3b fd             	cmp    %r13d,%edi
    7f0f78f19cc2:	0f 8c 68 ff ff ff    	jl     0x7f0f78f19c30
    7f0f78f19cc8:	4d 8b 97 48 03 00 00 	mov    0x348(%r15),%r10
    7f0f78f19ccf:	41 85 02             	test   %eax,(%r10)
    7f0f78f19cd2:	3b fe                	cmp    %esi,%edi
    7f0f78f19cd4:	0f 8d 82 f9 ff ff    	jge    0x7f0f78f1965c
    7f0f78f19cda:	c4 c1 79 7e c3       	vmovd  %xmm0,%r11d
    7f0f78f19cdf:	c5 f9 7e cb          	vmovd  %xmm1,%ebx
    7f0f78f19ce3:	44 8b ee             	mov    %esi,%r13d
    7f0f78f19ce6:	44 2b ef             	sub    %edi,%r13d
    7f0f78f19ce9:	33 c0                	xor    %eax,%eax
    7f0f78f19ceb:	3b f7                	cmp    %edi,%esi
    7f0f78f19ced:	44 0f 4c e8          	cmovl  %eax,%r13d
    7f0f78f19cf1:	41 81 fd a0 0f 00 00 	cmp    $0xfa0,%r13d
    7f0f78f19cf8:	b8 a0 0f 00 00       	mov    $0xfa0,%eax
    7f0f78f19cfd:	44 0f 47 e8          	cmova  %eax,%r13d
    7f0f78f19d01:	44 03 ef             	add    %edi,%r13d
    7f0f78f19d04:	e9 30 ff ff ff       	jmp    0x7f0f78f19c39
    7f0f78f19d09:	0f 1f 80 00 00 00 00 	nopl   0x0(%rax)
    7f0f78f19d10:	44 8b 5c 24 60       	mov    0x60(%rsp),%r11d
    7f0f78f19d15:	41 8b d8             	mov    %r8d,%ebx
    7f0f78f19d18:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f19d1c:	49 8b c5             	mov    %r13,%rax
    7f0f78f19d1f:	48 23 44 24 38       	and    0x38(%rsp),%rax
    7f0f78f19d24:	03 de                	add    %esi,%ebx
    7f0f78f19d26:	48 8b e8             	mov    %rax,%rbp
    7f0f78f19d29:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f19d2d:	48 d3 ed             	shr    %cl,%rbp
    7f0f78f19d30:	48 23 ac 24 80 00 00 	and    0x80(%rsp),%rbp
    7f0f78f19d37:	00 
    7f0f78f19d38:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f19d3c:	48 d3 e5             	shl    %cl,%rbp
    7f0f78f19d3f:	48 0b 6c 24 68       	or     0x68(%rsp),%rbp
    7f0f78f19d44:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f19d48:	0f 83 7f 01 00 00    	jae    0x7f0f78f19ecd
    7f0f78f19d4e:	44 89 5c 24 60       	mov    %r11d,0x60(%rsp)
    7f0f78f19d53:	4c 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%r11
    7f0f78f19d5a:	00 
    7f0f78f19d5b:	4d 8b 5c db 10       	mov    0x10(%r11,%rbx,8),%r11
    7f0f78f19d60:	49 8b d5             	mov    %r13,%rdx
    7f0f78f19d63:	48 03 54 24 28       	add    0x28(%rsp),%rdx
    7f0f78f19d68:	4c 23 9c 24 88 00 00 	and    0x88(%rsp),%r11
    7f0f78f19d6f:	00 
    7f0f78f19d70:	4c 8b ca             	mov    %rdx,%r9
    7f0f78f19d73:	4c 23 4c 24 38       	and    0x38(%rsp),%r9
    7f0f78f19d78:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f19d7c:	48 d3 e8             	shr    %cl,%rax
    7f0f78f19d7f:	49 8b f9             	mov    %r9,%rdi
    7f0f78f19d82:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f19d86:	48 d3 ef             	shr    %cl,%rdi
    7f0f78f19d89:	48 23 44 24 58       	and    0x58(%rsp),%rax
    7f0f78f19d8e:	48 23 bc 24 80 00 00 	and    0x80(%rsp),%rdi
    7f0f78f19d95:	00 
    7f0f78f19d96:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f19d9a:	48 d3 e0             	shl    %cl,%rax
    7f0f78f19d9d:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f19da1:	48 d3 e7             	shl    %cl,%rdi
    7f0f78f19da4:	48 0b 84 24 a0 00 00 	or     0xa0(%rsp),%rax
    7f0f78f19dab:	00 
    7f0f78f19dac:	48 0b 7c 24 68       	or     0x68(%rsp),%rdi
    7f0f78f19db1:	49 0b c3             	or     %r11,%rax
    7f0f78f19db4:	45 8b d8             	mov    %r8d,%r11d
    7f0f78f19db7:	41 ff c3             	inc    %r11d
    7f0f78f19dba:	41 8b db             	mov    %r11d,%ebx
    7f0f78f19dbd:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f19dc1:	03 de                	add    %esi,%ebx
    7f0f78f19dc3:	41 8b c8             	mov    %r8d,%ecx
    7f0f78f19dc6:	d1 e1                	shl    %ecx
    7f0f78f19dc8:	03 8c 24 f8 00 00 00 	add    0xf8(%rsp),%ecx
    7f0f78f19dcf:	4c 8b b4 24 f0 00 00 	mov    0xf0(%rsp),%r14
    7f0f78f19dd6:	00 
    7f0f78f19dd7:	49 89 6c ce 10       	mov    %rbp,0x10(%r14,%rcx,8)
    7f0f78f19ddc:	48 63 e9             	movslq %ecx,%rbp
    7f0f78f19ddf:	49 89 44 ee 18       	mov    %rax,0x18(%r14,%rbp,8)
    7f0f78f19de4:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f19de8:	0f 83 eb 00 00 00    	jae    0x7f0f78f19ed9
    7f0f78f19dee:	4d 8b 5c de 10       	mov    0x10(%r14,%rbx,8),%r11
    7f0f78f19df3:	49 89 7c ee 20       	mov    %rdi,0x20(%r14,%rbp,8)
    7f0f78f19df8:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f19dfc:	49 d3 e9             	shr    %cl,%r9
    7f0f78f19dff:	4c 23 9c 24 88 00 00 	and    0x88(%rsp),%r11
    7f0f78f19e06:	00 
    7f0f78f19e07:	4c 23 4c 24 58       	and    0x58(%rsp),%r9
    7f0f78f19e0c:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f19e10:	49 d3 e1             	shl    %cl,%r9
    7f0f78f19e13:	4c 0b 8c 24 a0 00 00 	or     0xa0(%rsp),%r9
    7f0f78f19e1a:	00 
    7f0f78f19e1b:	4d 0b cb             	or     %r11,%r9
    7f0f78f19e1e:	4d 89 4c ee 28       	mov    %r9,0x28(%r14,%rbp,8)
    7f0f78f19e23:	4c 03 6c 24 48       	add    0x48(%rsp),%r13
    7f0f78f19e28:	41 83 c0 02          	add    $0x2,%r8d
    7f0f78f19e2c:	44 3b 44 24 44       	cmp    0x44(%rsp),%r8d
    7f0f78f19e31:	0f 8c d9 fe ff ff    	jl     0x7f0f78f19d10
    7f0f78f19e37:	4d 8b 9f 48 03 00 00 	mov    0x348(%r15),%r11
    7f0f78f19e3e:	41 85 03             	test   %eax,(%r11)
    7f0f78f19e41:	44 3b 44 24 60       	cmp    0x60(%rsp),%r8d
    7f0f78f19e46:	0f 8d 14 f6 ff ff    	jge    0x7f0f78f19460
    7f0f78f19e4c:	44 8b 4c 24 60       	mov    0x60(%rsp),%r9d
    7f0f78f19e51:	45 2b c8             	sub    %r8d,%r9d
    7f0f78f19e54:	33 c9                	xor    %ecx,%ecx
    7f0f78f19e56:	44 8b 5c 24 60       	mov    0x60(%rsp),%r11d
    7f0f78f19e5b:	45 3b d8             	cmp    %r8d,%r11d
    7f0f78f19e5e:	44 0f 4c c9          	cmovl  %ecx,%r9d
    7f0f78f19e62:	41 81 f9 d0 07 00 00 	cmp    $0x7d0,%r9d
    7f0f78f19e69:	b9 d0 07 00 00       	mov    $0x7d0,%ecx
    7f0f78f19e6e:	44 0f 47 c9          	cmova  %ecx,%r9d
    7f0f78f19e72:	45 03 c8             	add    %r8d,%r9d
    7f0f78f19e75:	44 89 4c 24 44       	mov    %r9d,0x44(%rsp)
    7f0f78f19e7a:	e9 96 fe ff ff       	jmp    0x7f0f78f19d15
    7f0f78f19e7f:	41 8b aa 9c 00 00 00 	mov    0x9c(%r10),%ebp
    7f0f78f19e86:	41 8b 4c ec 0c       	mov    0xc(%r12,%rbp,8),%ecx
    7f0f78f19e8b:	44 8b 5c 24 60       	mov    0x60(%rsp),%r11d
    7f0f78f19e90:	45 85 db             	test   %r11d,%r11d
    7f0f78f19e93:	0f 84 9b 09 00 00    	je     0x7f0f78f1a834
    7f0f78f19e99:	49 8d 14 ec          	lea    (%r12,%rbp,8),%rdx
    7f0f78f19e9d:	4b 8d 34 dc          	lea    (%r12,%r11,8),%rsi
    7f0f78f19ea1:	48 8b 6c 24 58       	mov    0x58(%rsp),%rbp
    7f0f78f19ea6:	48 89 94 24 80 00 00 	mov    %rdx,0x80(%rsp)
    7f0f78f19ead:	00 
    7f0f78f19eae:	90                   	nop
    7f0f78f19eaf:	e8 ac 73 5e f8       	call   0x7f0f71501260
    7f0f78f19eb4:	4c 8b d5             	mov    %rbp,%r10
    7f0f78f19eb7:	41 89 82 98 00 00 00 	mov    %eax,0x98(%r10)
    7f0f78f19ebe:	45 89 a2 94 00 00 00 	mov    %r12d,0x94(%r10)
    7f0f78f19ec5:	45 33 db             	xor    %r11d,%r11d
    7f0f78f19ec8:	e9 6a fc ff ff       	jmp    0x7f0f78f19b37
    7f0f78f19ecd:	4c 8b c8             	mov    %rax,%r9
    7f0f78f19ed0:	48 8b fd             	mov    %rbp,%rdi
    7f0f78f19ed3:	45 8b d8             	mov    %r8d,%r11d
    7f0f78f19ed6:	49 8b d5             	mov    %r13,%rdx
    7f0f78f19ed9:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f19ede:	44 03 54 24 1c       	add    0x1c(%rsp),%r10d
    7f0f78f19ee3:	41 8b eb             	mov    %r11d,%ebp
    7f0f78f19ee6:	41 03 ea             	add    %r10d,%ebp
    7f0f78f19ee9:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0f78f19eee:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f19ef3:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f19ef8:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f19efd:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f19f02:	44 8b 44 24 64       	mov    0x64(%rsp),%r8d
    7f0f78f19f07:	44 89 44 24 58       	mov    %r8d,0x58(%rsp)
    7f0f78f19f0c:	44 8b 54 24 7c       	mov    0x7c(%rsp),%r10d
    7f0f78f19f11:	44 89 54 24 5c       	mov    %r10d,0x5c(%rsp)
    7f0f78f19f16:	48 89 54 24 60       	mov    %rdx,0x60(%rsp)
    7f0f78f19f1b:	44 8b 44 24 78       	mov    0x78(%rsp),%r8d
    7f0f78f19f20:	44 89 44 24 6c       	mov    %r8d,0x6c(%rsp)
    7f0f78f19f25:	44 89 9c 24 90 00 00 	mov    %r11d,0x90(%rsp)
    7f0f78f19f2c:	00 
    7f0f78f19f2d:	48 89 bc 24 98 00 00 	mov    %rdi,0x98(%rsp)
    7f0f78f19f34:	00 
    7f0f78f19f35:	4c 89 8c 24 a8 00 00 	mov    %r9,0xa8(%rsp)
    7f0f78f19f3c:	00 
    7f0f78f19f3d:	89 9c 24 b8 00 00 00 	mov    %ebx,0xb8(%rsp)
    7f0f78f19f44:	c5 fa 11 84 24 bc 00 	vmovss %xmm0,0xbc(%rsp)
    7f0f78f19f4b:	00 00 
    7f0f78f19f4d:	66 90                	xchg   %ax,%ax
    7f0f78f19f4f:	e8 ac 46 a7 ff       	call   0x7f0f7898e600
    7f0f78f19f54:	8b c5                	mov    %ebp,%eax
    7f0f78f19f56:	83 c0 08             	add    $0x8,%eax
    7f0f78f19f59:	ff c7                	inc    %edi
    7f0f78f19f5b:	eb 03                	jmp    0x7f0f78f19f60
    7f0f78f19f5d:	83 c7 03             	add    $0x3,%edi
    7f0f78f19f60:	c4 c1 79 7e c3       	vmovd  %xmm0,%r11d
    7f0f78f19f65:	c5 f9 7e cb          	vmovd  %xmm1,%ebx
    7f0f78f19f69:	eb 02                	jmp    0x7f0f78f19f6d
    7f0f78f19f6b:	8b c5                	mov    %ebp,%eax
    7f0f78f19f6d:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0f78f19f72:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f19f76:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f19f7b:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f19f7f:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f19f84:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f19f89:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f0f78f19f8e:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0f78f19f93:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7f0f78f19f98:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f0f78f19f9d:	8b 54 24 20          	mov    0x20(%rsp),%edx
    7f0f78f19fa1:	89 54 24 18          	mov    %edx,0x18(%rsp)
    7f0f78f19fa5:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f19faa:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f0f78f19faf:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f19fb4:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f19fb9:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f19fbe:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f19fc3:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f19fc8:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f19fcd:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f19fd2:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f19fd7:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f19fdc:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f19fe1:	4c 8b 94 24 a0 00 00 	mov    0xa0(%rsp),%r10
    7f0f78f19fe8:	00 
    7f0f78f19fe9:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f19fee:	8b 54 24 64          	mov    0x64(%rsp),%edx
    7f0f78f19ff2:	89 54 24 50          	mov    %edx,0x50(%rsp)
    7f0f78f19ff6:	44 8b 54 24 7c       	mov    0x7c(%rsp),%r10d
    7f0f78f19ffb:	44 89 54 24 54       	mov    %r10d,0x54(%rsp)
    7f0f78f1a000:	8b 54 24 78          	mov    0x78(%rsp),%edx
    7f0f78f1a004:	89 54 24 64          	mov    %edx,0x64(%rsp)
    7f0f78f1a008:	44 8b 94 24 8c 00 00 	mov    0x8c(%rsp),%r10d
    7f0f78f1a00f:	00 
    7f0f78f1a010:	44 89 54 24 70       	mov    %r10d,0x70(%rsp)
    7f0f78f1a015:	44 89 5c 24 74       	mov    %r11d,0x74(%rsp)
    7f0f78f1a01a:	44 89 4c 24 78       	mov    %r9d,0x78(%rsp)
    7f0f78f1a01f:	89 8c 24 90 00 00 00 	mov    %ecx,0x90(%rsp)
    7f0f78f1a026:	89 bc 24 94 00 00 00 	mov    %edi,0x94(%rsp)
    7f0f78f1a02d:	89 9c 24 a0 00 00 00 	mov    %ebx,0xa0(%rsp)
    7f0f78f1a034:	89 84 24 a4 00 00 00 	mov    %eax,0xa4(%rsp)
    7f0f78f1a03b:	44 89 84 24 a8 00 00 	mov    %r8d,0xa8(%rsp)
    7f0f78f1a042:	00 
    7f0f78f1a043:	e8 b8 45 a7 ff       	call   0x7f0f7898e600
    7f0f78f1a048:	41 8b d8             	mov    %r8d,%ebx
    7f0f78f1a04b:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f1a04f:	4d 8b cd             	mov    %r13,%r9
    7f0f78f1a052:	4c 23 4c 24 38       	and    0x38(%rsp),%r9
    7f0f78f1a057:	03 de                	add    %esi,%ebx
    7f0f78f1a059:	49 8b f9             	mov    %r9,%rdi
    7f0f78f1a05c:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f1a060:	48 d3 ef             	shr    %cl,%rdi
    7f0f78f1a063:	48 23 bc 24 80 00 00 	and    0x80(%rsp),%rdi
    7f0f78f1a06a:	00 
    7f0f78f1a06b:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f1a06f:	48 d3 e7             	shl    %cl,%rdi
    7f0f78f1a072:	48 0b 7c 24 68       	or     0x68(%rsp),%rdi
    7f0f78f1a077:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f1a07b:	0f 83 c7 07 00 00    	jae    0x7f0f78f1a848
    7f0f78f1a081:	48 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%rcx
    7f0f78f1a088:	00 
    7f0f78f1a089:	48 8b 5c d9 10       	mov    0x10(%rcx,%rbx,8),%rbx
    7f0f78f1a08e:	4c 03 6c 24 28       	add    0x28(%rsp),%r13
    7f0f78f1a093:	48 23 9c 24 88 00 00 	and    0x88(%rsp),%rbx
    7f0f78f1a09a:	00 
    7f0f78f1a09b:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f1a09f:	49 d3 e9             	shr    %cl,%r9
    7f0f78f1a0a2:	4c 23 4c 24 58       	and    0x58(%rsp),%r9
    7f0f78f1a0a7:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f1a0ab:	49 d3 e1             	shl    %cl,%r9
    7f0f78f1a0ae:	4c 0b 8c 24 a0 00 00 	or     0xa0(%rsp),%r9
    7f0f78f1a0b5:	00 
    7f0f78f1a0b6:	4c 0b cb             	or     %rbx,%r9
    7f0f78f1a0b9:	41 8b d8             	mov    %r8d,%ebx
    7f0f78f1a0bc:	d1 e3                	shl    %ebx
    7f0f78f1a0be:	03 9c 24 f8 00 00 00 	add    0xf8(%rsp),%ebx
    7f0f78f1a0c5:	48 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%rcx
    7f0f78f1a0cc:	00 
    7f0f78f1a0cd:	48 89 7c d9 10       	mov    %rdi,0x10(%rcx,%rbx,8)
    7f0f78f1a0d2:	48 63 cb             	movslq %ebx,%rcx
    7f0f78f1a0d5:	48 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%rbx
    7f0f78f1a0dc:	00 
    7f0f78f1a0dd:	4c 89 4c cb 18       	mov    %r9,0x18(%rbx,%rcx,8)
    7f0f78f1a0e2:	41 ff c0             	inc    %r8d
    7f0f78f1a0e5:	45 3b c3             	cmp    %r11d,%r8d
    7f0f78f1a0e8:	0f 8c 5a ff ff ff    	jl     0x7f0f78f1a048
    7f0f78f1a0ee:	44 3b 44 24 60       	cmp    0x60(%rsp),%r8d
    7f0f78f1a0f3:	0f 8d 7d 01 00 00    	jge    0x7f0f78f1a276
    7f0f78f1a0f9:	e9 46 01 00 00       	jmp    0x7f0f78f1a244
    7f0f78f1a0fe:	66 90                	xchg   %ax,%ax
    7f0f78f1a100:	44 8b 4c 24 60       	mov    0x60(%rsp),%r9d
    7f0f78f1a105:	41 8b d8             	mov    %r8d,%ebx
    7f0f78f1a108:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f1a10c:	49 8b d5             	mov    %r13,%rdx
    7f0f78f1a10f:	48 23 54 24 38       	and    0x38(%rsp),%rdx
    7f0f78f1a114:	03 de                	add    %esi,%ebx
    7f0f78f1a116:	48 8b c2             	mov    %rdx,%rax
    7f0f78f1a119:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f1a11d:	48 d3 e8             	shr    %cl,%rax
    7f0f78f1a120:	48 23 84 24 80 00 00 	and    0x80(%rsp),%rax
    7f0f78f1a127:	00 
    7f0f78f1a128:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f1a12c:	48 d3 e0             	shl    %cl,%rax
    7f0f78f1a12f:	48 0b 44 24 68       	or     0x68(%rsp),%rax
    7f0f78f1a134:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f1a138:	0f 83 f7 01 00 00    	jae    0x7f0f78f1a335
    7f0f78f1a13e:	44 89 4c 24 60       	mov    %r9d,0x60(%rsp)
    7f0f78f1a143:	4c 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%r9
    7f0f78f1a14a:	00 
    7f0f78f1a14b:	49 8b 5c d9 10       	mov    0x10(%r9,%rbx,8),%rbx
    7f0f78f1a150:	49 8b ed             	mov    %r13,%rbp
    7f0f78f1a153:	48 03 6c 24 28       	add    0x28(%rsp),%rbp
    7f0f78f1a158:	48 23 9c 24 88 00 00 	and    0x88(%rsp),%rbx
    7f0f78f1a15f:	00 
    7f0f78f1a160:	4c 8b cd             	mov    %rbp,%r9
    7f0f78f1a163:	4c 23 4c 24 38       	and    0x38(%rsp),%r9
    7f0f78f1a168:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f1a16c:	48 d3 ea             	shr    %cl,%rdx
    7f0f78f1a16f:	49 8b f9             	mov    %r9,%rdi
    7f0f78f1a172:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f1a176:	48 d3 ef             	shr    %cl,%rdi
    7f0f78f1a179:	48 23 54 24 58       	and    0x58(%rsp),%rdx
    7f0f78f1a17e:	48 23 bc 24 80 00 00 	and    0x80(%rsp),%rdi
    7f0f78f1a185:	00 
    7f0f78f1a186:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f1a18a:	48 d3 e2             	shl    %cl,%rdx
    7f0f78f1a18d:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f1a191:	48 d3 e7             	shl    %cl,%rdi
    7f0f78f1a194:	48 0b 94 24 a0 00 00 	or     0xa0(%rsp),%rdx
    7f0f78f1a19b:	00 
    7f0f78f1a19c:	48 0b 7c 24 68       	or     0x68(%rsp),%rdi
    7f0f78f1a1a1:	48 0b d3             	or     %rbx,%rdx
    7f0f78f1a1a4:	41 8b c8             	mov    %r8d,%ecx
    7f0f78f1a1a7:	d1 e1                	shl    %ecx
    7f0f78f1a1a9:	03 8c 24 f8 00 00 00 	add    0xf8(%rsp),%ecx
    7f0f78f1a1b0:	48 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%rbx
    7f0f78f1a1b7:	00 
    7f0f78f1a1b8:	48 89 44 cb 10       	mov    %rax,0x10(%rbx,%rcx,8)
    7f0f78f1a1bd:	41 8b c0             	mov    %r8d,%eax
    7f0f78f1a1c0:	ff c0                	inc    %eax
    7f0f78f1a1c2:	8b d8                	mov    %eax,%ebx
    7f0f78f1a1c4:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f1a1c8:	03 de                	add    %esi,%ebx
    7f0f78f1a1ca:	4c 63 f1             	movslq %ecx,%r14
    7f0f78f1a1cd:	48 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%rcx
    7f0f78f1a1d4:	00 
    7f0f78f1a1d5:	4a 89 54 f1 18       	mov    %rdx,0x18(%rcx,%r14,8)
    7f0f78f1a1da:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f1a1de:	0f 83 5d 01 00 00    	jae    0x7f0f78f1a341
    7f0f78f1a1e4:	48 8b 5c d9 10       	mov    0x10(%rcx,%rbx,8),%rbx
    7f0f78f1a1e9:	4a 89 7c f1 20       	mov    %rdi,0x20(%rcx,%r14,8)
    7f0f78f1a1ee:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f1a1f2:	49 d3 e9             	shr    %cl,%r9
    7f0f78f1a1f5:	48 23 9c 24 88 00 00 	and    0x88(%rsp),%rbx
    7f0f78f1a1fc:	00 
    7f0f78f1a1fd:	4c 23 4c 24 58       	and    0x58(%rsp),%r9
    7f0f78f1a202:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f1a206:	49 d3 e1             	shl    %cl,%r9
    7f0f78f1a209:	4c 0b 8c 24 a0 00 00 	or     0xa0(%rsp),%r9
    7f0f78f1a210:	00 
    7f0f78f1a211:	4c 0b cb             	or     %rbx,%r9
    7f0f78f1a214:	48 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%rcx
    7f0f78f1a21b:	00 
    7f0f78f1a21c:	4e 89 4c f1 28       	mov    %r9,0x28(%rcx,%r14,8)
    7f0f78f1a221:	4c 03 6c 24 48       	add    0x48(%rsp),%r13
    7f0f78f1a226:	41 83 c0 02          	add    $0x2,%r8d
    7f0f78f1a22a:	45 3b c3             	cmp    %r11d,%r8d
    7f0f78f1a22d:	0f 8c cd fe ff ff    	jl     0x7f0f78f1a100
    7f0f78f1a233:	4d 8b 9f 48 03 00 00 	mov    0x348(%r15),%r11
    7f0f78f1a23a:	41 85 03             	test   %eax,(%r11)
    7f0f78f1a23d:	44 3b 44 24 60       	cmp    0x60(%rsp),%r8d
    7f0f78f1a242:	7d 32                	jge    0x7f0f78f1a276
    7f0f78f1a244:	44 8b 5c 24 60       	mov    0x60(%rsp),%r11d
    7f0f78f1a249:	45 2b d8             	sub    %r8d,%r11d
    7f0f78f1a24c:	45 33 c9             	xor    %r9d,%r9d
    7f0f78f1a24f:	41 8b c9             	mov    %r9d,%ecx
    7f0f78f1a252:	44 8b 4c 24 60       	mov    0x60(%rsp),%r9d
    7f0f78f1a257:	45 3b c8             	cmp    %r8d,%r9d
    7f0f78f1a25a:	44 0f 4c d9          	cmovl  %ecx,%r11d
    7f0f78f1a25e:	41 81 fb d0 07 00 00 	cmp    $0x7d0,%r11d
    7f0f78f1a265:	bb d0 07 00 00       	mov    $0x7d0,%ebx
    7f0f78f1a26a:	44 0f 47 db          	cmova  %ebx,%r11d
    7f0f78f1a26e:	45 03 d8             	add    %r8d,%r11d
    7f0f78f1a271:	e9 8f fe ff ff       	jmp    0x7f0f78f1a105
    7f0f78f1a276:	44 3b 44 24 78       	cmp    0x78(%rsp),%r8d
    7f0f78f1a27b:	0f 8d 93 f2 ff ff    	jge    0x7f0f78f19514
    7f0f78f1a281:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a284:	41 8b d8             	mov    %r8d,%ebx
    7f0f78f1a287:	41 0f af da          	imul   %r10d,%ebx
    7f0f78f1a28b:	4d 8b cd             	mov    %r13,%r9
    7f0f78f1a28e:	4c 23 4c 24 38       	and    0x38(%rsp),%r9
    7f0f78f1a293:	03 de                	add    %esi,%ebx
    7f0f78f1a295:	49 8b f9             	mov    %r9,%rdi
    7f0f78f1a298:	c5 f9 7e e9          	vmovd  %xmm5,%ecx
    7f0f78f1a29c:	48 d3 ef             	shr    %cl,%rdi
    7f0f78f1a29f:	48 23 bc 24 80 00 00 	and    0x80(%rsp),%rdi
    7f0f78f1a2a6:	00 
    7f0f78f1a2a7:	c5 f9 7e f1          	vmovd  %xmm6,%ecx
    7f0f78f1a2ab:	48 d3 e7             	shl    %cl,%rdi
    7f0f78f1a2ae:	48 0b 7c 24 68       	or     0x68(%rsp),%rdi
    7f0f78f1a2b3:	3b 5c 24 40          	cmp    0x40(%rsp),%ebx
    7f0f78f1a2b7:	0f 83 8a 00 00 00    	jae    0x7f0f78f1a347
    7f0f78f1a2bd:	4c 8b 9c 24 f0 00 00 	mov    0xf0(%rsp),%r11
    7f0f78f1a2c4:	00 
    7f0f78f1a2c5:	4d 8b 5c db 10       	mov    0x10(%r11,%rbx,8),%r11
    7f0f78f1a2ca:	c5 79 7e d9          	vmovd  %xmm11,%ecx
    7f0f78f1a2ce:	49 d3 e9             	shr    %cl,%r9
    7f0f78f1a2d1:	4c 23 9c 24 88 00 00 	and    0x88(%rsp),%r11
    7f0f78f1a2d8:	00 
    7f0f78f1a2d9:	4c 23 4c 24 58       	and    0x58(%rsp),%r9
    7f0f78f1a2de:	4c 03 6c 24 28       	add    0x28(%rsp),%r13
    7f0f78f1a2e3:	c5 f9 7e e1          	vmovd  %xmm4,%ecx
    7f0f78f1a2e7:	49 d3 e1             	shl    %cl,%r9
    7f0f78f1a2ea:	4c 0b 8c 24 a0 00 00 	or     0xa0(%rsp),%r9
    7f0f78f1a2f1:	00 
    7f0f78f1a2f2:	4d 0b cb             	or     %r11,%r9
    7f0f78f1a2f5:	45 8b d8             	mov    %r8d,%r11d
    7f0f78f1a2f8:	41 d1 e3             	shl    %r11d
    7f0f78f1a2fb:	44 03 9c 24 f8 00 00 	add    0xf8(%rsp),%r11d
    7f0f78f1a302:	00 
    7f0f78f1a303:	48 8b 8c 24 f0 00 00 	mov    0xf0(%rsp),%rcx
    7f0f78f1a30a:	00 
    7f0f78f1a30b:	4a 89 7c d9 10       	mov    %rdi,0x10(%rcx,%r11,8)
    7f0f78f1a310:	4d 63 db             	movslq %r11d,%r11
    7f0f78f1a313:	4e 89 4c d9 18       	mov    %r9,0x18(%rcx,%r11,8)
    7f0f78f1a318:	41 ff c0             	inc    %r8d
    7f0f78f1a31b:	44 3b 44 24 78       	cmp    0x78(%rsp),%r8d
    7f0f78f1a320:	0f 8c 5e ff ff ff    	jl     0x7f0f78f1a284
    7f0f78f1a326:	e9 e9 f1 ff ff       	jmp    0x7f0f78f19514
    7f0f78f1a32b:	8b c8                	mov    %eax,%ecx
    7f0f78f1a32d:	44 8b c9             	mov    %ecx,%r9d
    7f0f78f1a330:	e9 68 f6 ff ff       	jmp    0x7f0f78f1999d
    7f0f78f1a335:	4c 8b ca             	mov    %rdx,%r9
    7f0f78f1a338:	48 8b f8             	mov    %rax,%rdi
    7f0f78f1a33b:	41 8b c0             	mov    %r8d,%eax
    7f0f78f1a33e:	49 8b ed             	mov    %r13,%rbp
    7f0f78f1a341:	44 8b c0             	mov    %eax,%r8d
    7f0f78f1a344:	4c 8b ed             	mov    %rbp,%r13
    7f0f78f1a347:	45 8b d8             	mov    %r8d,%r11d
    7f0f78f1a34a:	49 8b d5             	mov    %r13,%rdx
    7f0f78f1a34d:	e9 87 fb ff ff       	jmp    0x7f0f78f19ed9
    7f0f78f1a352:	8b c5                	mov    %ebp,%eax
    7f0f78f1a354:	e9 14 fc ff ff       	jmp    0x7f0f78f19f6d
    7f0f78f1a359:	45 8b d8             	mov    %r8d,%r11d
    7f0f78f1a35c:	49 8b d5             	mov    %r13,%rdx
    7f0f78f1a35f:	e9 75 fb ff ff       	jmp    0x7f0f78f19ed9
    7f0f78f1a364:	be 76 ff ff ff       	mov    $0xffffff76,%esi
    7f0f78f1a369:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a36d:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a372:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a376:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a37b:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a380:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f0f78f1a385:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0f78f1a38a:	44 8b 44 24 1c       	mov    0x1c(%rsp),%r8d
    7f0f78f1a38f:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7f0f78f1a394:	44 8b 44 24 20       	mov    0x20(%rsp),%r8d
    7f0f78f1a399:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f0f78f1a39e:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f1a3a3:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f0f78f1a3a8:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1a3ad:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1a3b2:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1a3b7:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1a3bc:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1a3c1:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1a3c6:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a3cb:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1a3d0:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a3d5:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a3da:	44 8b 44 24 64       	mov    0x64(%rsp),%r8d
    7f0f78f1a3df:	44 89 44 24 50       	mov    %r8d,0x50(%rsp)
    7f0f78f1a3e4:	44 8b 54 24 7c       	mov    0x7c(%rsp),%r10d
    7f0f78f1a3e9:	44 89 54 24 54       	mov    %r10d,0x54(%rsp)
    7f0f78f1a3ee:	44 8b 44 24 78       	mov    0x78(%rsp),%r8d
    7f0f78f1a3f3:	44 89 44 24 64       	mov    %r8d,0x64(%rsp)
    7f0f78f1a3f8:	44 89 4c 24 78       	mov    %r9d,0x78(%rsp)
    7f0f78f1a3fd:	89 5c 24 7c          	mov    %ebx,0x7c(%rsp)
    7f0f78f1a401:	44 89 9c 24 88 00 00 	mov    %r11d,0x88(%rsp)
    7f0f78f1a408:	00 
    7f0f78f1a409:	89 8c 24 98 00 00 00 	mov    %ecx,0x98(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1a410:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a413:	e8 e8 41 a7 ff       	call   0x7f0f7898e600
    7f0f78f1a418:	8b c5                	mov    %ebp,%eax
    7f0f78f1a41a:	e9 4e fb ff ff       	jmp    0x7f0f78f19f6d
    7f0f78f1a41f:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0f78f1a424:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a429:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a42e:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a433:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f1a438:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1a43d:	44 89 54 24 58       	mov    %r10d,0x58(%rsp)
    7f0f78f1a442:	44 8b 44 24 7c       	mov    0x7c(%rsp),%r8d
    7f0f78f1a447:	44 89 44 24 5c       	mov    %r8d,0x5c(%rsp)
    7f0f78f1a44c:	44 8b 54 24 78       	mov    0x78(%rsp),%r10d
    7f0f78f1a451:	44 89 54 24 68       	mov    %r10d,0x68(%rsp)
    7f0f78f1a456:	4c 89 4c 24 78       	mov    %r9,0x78(%rsp)
    7f0f78f1a45b:	44 89 5c 24 6c       	mov    %r11d,0x6c(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1a460:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a463:	e8 98 41 a7 ff       	call   0x7f0f7898e600
    7f0f78f1a468:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f0f78f1a46d:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a472:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a477:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a47c:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f1a481:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1a486:	44 89 54 24 58       	mov    %r10d,0x58(%rsp)
    7f0f78f1a48b:	e8 70 41 a7 ff       	call   0x7f0f7898e600
    7f0f78f1a490:	8b 6c 24 64          	mov    0x64(%rsp),%ebp
    7f0f78f1a494:	03 6c 24 1c          	add    0x1c(%rsp),%ebp
    7f0f78f1a498:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f0f78f1a49d:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a4a2:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a4a7:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a4ac:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f1a4b1:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1a4b6:	44 89 54 24 58       	mov    %r10d,0x58(%rsp)
    7f0f78f1a4bb:	e8 40 41 a7 ff       	call   0x7f0f7898e600
    7f0f78f1a4c0:	be 76 ff ff ff       	mov    $0xffffff76,%esi
    7f0f78f1a4c5:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a4c9:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a4ce:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a4d2:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a4d7:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a4dc:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f0f78f1a4e1:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f0f78f1a4e6:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7f0f78f1a4eb:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f0f78f1a4f0:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f0f78f1a4f5:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f0f78f1a4fa:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f0f78f1a4ff:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f0f78f1a504:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1a509:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1a50e:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1a513:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1a518:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1a51d:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1a522:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a527:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1a52c:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a531:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a536:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1a53b:	44 89 54 24 50       	mov    %r10d,0x50(%rsp)
    7f0f78f1a540:	4c 89 6c 24 58       	mov    %r13,0x58(%rsp)
    7f0f78f1a545:	44 8b 54 24 78       	mov    0x78(%rsp),%r10d
    7f0f78f1a54a:	44 89 44 24 68       	mov    %r8d,0x68(%rsp)
    7f0f78f1a54f:	44 89 54 24 6c       	mov    %r10d,0x6c(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1a554:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a557:	e8 a4 40 a7 ff       	call   0x7f0f7898e600
    7f0f78f1a55c:	45 8b d8             	mov    %r8d,%r11d
    7f0f78f1a55f:	49 8b d5             	mov    %r13,%rdx
    7f0f78f1a562:	e9 72 f9 ff ff       	jmp    0x7f0f78f19ed9
    7f0f78f1a567:	be 6e ff ff ff       	mov    $0xffffff6e,%esi
    7f0f78f1a56c:	49 8b e9             	mov    %r9,%rbp
    7f0f78f1a56f:	48 89 14 24          	mov    %rdx,(%rsp)
    7f0f78f1a573:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7f0f78f1a578:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f0f78f1a57d:	44 8b 4c 24 18       	mov    0x18(%rsp),%r9d
    7f0f78f1a582:	44 89 4c 24 10       	mov    %r9d,0x10(%rsp)
    7f0f78f1a587:	8b 4c 24 1c          	mov    0x1c(%rsp),%ecx
    7f0f78f1a58b:	89 4c 24 14          	mov    %ecx,0x14(%rsp)
    7f0f78f1a58f:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7f0f78f1a594:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7f0f78f1a599:	48 89 7c 24 28       	mov    %rdi,0x28(%rsp)
    7f0f78f1a59e:	48 89 5c 24 30       	mov    %rbx,0x30(%rsp)
    7f0f78f1a5a3:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1a5a8:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a5ab:	e8 50 40 a7 ff       	call   0x7f0f7898e600
    7f0f78f1a5b0:	be 76 ff ff ff       	mov    $0xffffff76,%esi
    7f0f78f1a5b5:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a5b9:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a5be:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a5c2:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a5c7:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a5cc:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f0f78f1a5d1:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0f78f1a5d6:	44 8b 5c 24 1c       	mov    0x1c(%rsp),%r11d
    7f0f78f1a5db:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f0f78f1a5e0:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f0f78f1a5e5:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f0f78f1a5ea:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f1a5ef:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f0f78f1a5f4:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1a5f9:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1a5fe:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1a603:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1a608:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1a60d:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1a612:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a617:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1a61c:	44 8b 54 24 7c       	mov    0x7c(%rsp),%r10d
    7f0f78f1a621:	4c 89 6c 24 58       	mov    %r13,0x58(%rsp)
    7f0f78f1a626:	44 89 54 24 60       	mov    %r10d,0x60(%rsp)
    7f0f78f1a62b:	e8 d0 3f a7 ff       	call   0x7f0f7898e600
    7f0f78f1a630:	be be ff ff ff       	mov    $0xffffffbe,%esi
    7f0f78f1a635:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a639:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a63e:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a642:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a647:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a64c:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f0f78f1a651:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f0f78f1a656:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7f0f78f1a65b:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f0f78f1a660:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f0f78f1a665:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f0f78f1a66a:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f1a66f:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f0f78f1a674:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1a679:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1a67e:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1a683:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1a688:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1a68d:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1a692:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a697:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1a69c:	44 8b 54 24 7c       	mov    0x7c(%rsp),%r10d
    7f0f78f1a6a1:	4c 89 6c 24 58       	mov    %r13,0x58(%rsp)
    7f0f78f1a6a6:	44 89 54 24 60       	mov    %r10d,0x60(%rsp)
    7f0f78f1a6ab:	e8 50 3f a7 ff       	call   0x7f0f7898e600
    7f0f78f1a6b0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0f78f1a6b5:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a6b9:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a6be:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a6c2:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a6c7:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a6cc:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f0f78f1a6d1:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0f78f1a6d6:	44 8b 5c 24 1c       	mov    0x1c(%rsp),%r11d
    7f0f78f1a6db:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f0f78f1a6e0:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f0f78f1a6e5:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f0f78f1a6ea:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f1a6ef:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f0f78f1a6f4:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1a6f9:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1a6fe:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1a703:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1a708:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1a70d:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1a712:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a717:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1a71c:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a721:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a726:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1a72b:	44 89 54 24 50       	mov    %r10d,0x50(%rsp)
    7f0f78f1a730:	44 8b 5c 24 7c       	mov    0x7c(%rsp),%r11d
    7f0f78f1a735:	45 8b d3             	mov    %r11d,%r10d
    7f0f78f1a738:	44 89 54 24 60       	mov    %r10d,0x60(%rsp)
    7f0f78f1a73d:	44 89 4c 24 64       	mov    %r9d,0x64(%rsp)
    7f0f78f1a742:	44 89 44 24 68       	mov    %r8d,0x68(%rsp)
    7f0f78f1a747:	e8 b4 3e a7 ff       	call   0x7f0f7898e600
    7f0f78f1a74c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0f78f1a751:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a756:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a75b:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a760:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f1a765:	44 8b 5c 24 64       	mov    0x64(%rsp),%r11d
    7f0f78f1a76a:	44 89 5c 24 58       	mov    %r11d,0x58(%rsp)
    7f0f78f1a76f:	44 8b 54 24 7c       	mov    0x7c(%rsp),%r10d
    7f0f78f1a774:	44 89 54 24 5c       	mov    %r10d,0x5c(%rsp)
    7f0f78f1a779:	44 8b 5c 24 78       	mov    0x78(%rsp),%r11d
    7f0f78f1a77e:	44 89 5c 24 68       	mov    %r11d,0x68(%rsp)
    7f0f78f1a783:	4c 89 4c 24 78       	mov    %r9,0x78(%rsp)
    7f0f78f1a788:	44 89 44 24 6c       	mov    %r8d,0x6c(%rsp)
    7f0f78f1a78d:	66 90                	xchg   %ax,%ax
    7f0f78f1a78f:	e8 6c 3e a7 ff       	call   0x7f0f7898e600
    7f0f78f1a794:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a799:	4d 3b ea             	cmp    %r10,%r13
    7f0f78f1a79c:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f0f78f1a7a1:	7c 08                	jl     0x7f0f78f1a7ab
    7f0f78f1a7a3:	40 0f 95 c5          	setne  %bpl
    7f0f78f1a7a7:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f0f78f1a7ab:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0f78f1a7b0:	48 ff 74 24 50       	rex.W push 0x50(%rsp)
    7f0f78f1a7b5:	48 8f 44 24 40       	rex.W pop 0x40(%rsp)
    7f0f78f1a7ba:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a7bf:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f1a7c4:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1a7c9:	44 89 54 24 58       	mov    %r10d,0x58(%rsp)
    7f0f78f1a7ce:	44 89 44 24 68       	mov    %r8d,0x68(%rsp)
    7f0f78f1a7d3:	4c 89 6c 24 70       	mov    %r13,0x70(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1a7d8:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a7db:	e8 20 3e a7 ff       	call   0x7f0f7898e600
    7f0f78f1a7e0:	45 33 c9             	xor    %r9d,%r9d
    7f0f78f1a7e3:	49 3b c9             	cmp    %r9,%rcx
    7f0f78f1a7e6:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f0f78f1a7eb:	7c 08                	jl     0x7f0f78f1a7f5
    7f0f78f1a7ed:	40 0f 95 c5          	setne  %bpl
    7f0f78f1a7f1:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f0f78f1a7f5:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0f78f1a7fa:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a7ff:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a804:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a809:	4c 89 54 24 48       	mov    %r10,0x48(%rsp)
    7f0f78f1a80e:	44 8b 4c 24 64       	mov    0x64(%rsp),%r9d
    7f0f78f1a813:	44 89 4c 24 58       	mov    %r9d,0x58(%rsp)
    7f0f78f1a818:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7f0f78f1a81d:	44 89 44 24 68       	mov    %r8d,0x68(%rsp)
    7f0f78f1a822:	44 89 5c 24 6c       	mov    %r11d,0x6c(%rsp)
    7f0f78f1a827:	48 89 4c 24 70       	mov    %rcx,0x70(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1a82c:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a82f:	e8 cc 3d a7 ff       	call   0x7f0f7898e600
    7f0f78f1a834:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0f78f1a839:	89 8c 24 e0 00 00 00 	mov    %ecx,0xe0(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1a840:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1a843:	e8 b8 3d a7 ff       	call   0x7f0f7898e600
    7f0f78f1a848:	41 8b c0             	mov    %r8d,%eax
    7f0f78f1a84b:	49 8b ed             	mov    %r13,%rbp
    7f0f78f1a84e:	e9 ee fa ff ff       	jmp    0x7f0f78f1a341
    7f0f78f1a853:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f0f78f1a858:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a85c:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a861:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a865:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a86a:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a86f:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f0f78f1a874:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0f78f1a879:	44 8b 5c 24 1c       	mov    0x1c(%rsp),%r11d
    7f0f78f1a87e:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f0f78f1a883:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f0f78f1a888:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f0f78f1a88d:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f1a892:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f0f78f1a897:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1a89c:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1a8a1:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1a8a6:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1a8ab:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1a8b0:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1a8b5:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a8ba:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1a8bf:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a8c4:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a8c9:	44 8b 5c 24 64       	mov    0x64(%rsp),%r11d
    7f0f78f1a8ce:	44 89 5c 24 50       	mov    %r11d,0x50(%rsp)
    7f0f78f1a8d3:	4c 89 4c 24 68       	mov    %r9,0x68(%rsp)
    7f0f78f1a8d8:	44 89 44 24 64       	mov    %r8d,0x64(%rsp)
    7f0f78f1a8dd:	66 90                	xchg   %ax,%ax
    7f0f78f1a8df:	e8 1c 3d a7 ff       	call   0x7f0f7898e600
    7f0f78f1a8e4:	48 8b f0             	mov    %rax,%rsi
    7f0f78f1a8e7:	48 81 c4 d0 00 00 00 	add    $0xd0,%rsp
    7f0f78f1a8ee:	5d                   	pop    %rbp
    7f0f78f1a8ef:	e9 0c f3 b1 ff       	jmp    0x7f0f78a39c00
    7f0f78f1a8f4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0f78f1a8f9:	66 90                	xchg   %ax,%ax
    7f0f78f1a8fb:	e8 00 3d a7 ff       	call   0x7f0f7898e600
    7f0f78f1a900:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0f78f1a905:	66 90                	xchg   %ax,%ax
    7f0f78f1a907:	e8 f4 3c a7 ff       	call   0x7f0f7898e600
    7f0f78f1a90c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0f78f1a911:	66 90                	xchg   %ax,%ax
    7f0f78f1a913:	e8 e8 3c a7 ff       	call   0x7f0f7898e600
    7f0f78f1a918:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0f78f1a91d:	66 90                	xchg   %ax,%ax
    7f0f78f1a91f:	e8 dc 3c a7 ff       	call   0x7f0f7898e600
    7f0f78f1a924:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1a929:	44 03 54 24 1c       	add    0x1c(%rsp),%r10d
    7f0f78f1a92e:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0f78f1a933:	44 89 94 24 e4 00 00 	mov    %r10d,0xe4(%rsp)
    7f0f78f1a93a:	00 
    7f0f78f1a93b:	4c 8b 94 24 f0 00 00 	mov    0xf0(%rsp),%r10
    7f0f78f1a942:	00 
    7f0f78f1a943:	4c 89 94 24 e8 00 00 	mov    %r10,0xe8(%rsp)
    7f0f78f1a94a:	00 
    7f0f78f1a94b:	e8 b0 3c a7 ff       	call   0x7f0f7898e600
    7f0f78f1a950:	be be ff ff ff       	mov    $0xffffffbe,%esi
    7f0f78f1a955:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a959:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a95e:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a962:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a967:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a96c:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f0f78f1a971:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0f78f1a976:	44 8b 5c 24 1c       	mov    0x1c(%rsp),%r11d
    7f0f78f1a97b:	44 89 5c 24 14       	mov    %r11d,0x14(%rsp)
    7f0f78f1a980:	44 8b 54 24 20       	mov    0x20(%rsp),%r10d
    7f0f78f1a985:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f0f78f1a98a:	44 8b 54 24 24       	mov    0x24(%rsp),%r10d
    7f0f78f1a98f:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f0f78f1a994:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1a999:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1a99e:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1a9a3:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1a9a8:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1a9ad:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1a9b2:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1a9b7:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1a9bc:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1a9c1:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1a9c6:	44 8b 5c 24 64       	mov    0x64(%rsp),%r11d
    7f0f78f1a9cb:	44 89 5c 24 50       	mov    %r11d,0x50(%rsp)
    7f0f78f1a9d0:	44 8b 5c 24 78       	mov    0x78(%rsp),%r11d
    7f0f78f1a9d5:	44 89 5c 24 70       	mov    %r11d,0x70(%rsp)
    7f0f78f1a9da:	90                   	nop
    7f0f78f1a9db:	e8 20 3c a7 ff       	call   0x7f0f7898e600
    7f0f78f1a9e0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0f78f1a9e5:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0f78f1a9e9:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0f78f1a9ee:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0f78f1a9f2:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f0f78f1a9f7:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f0f78f1a9fc:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f0f78f1aa01:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f0f78f1aa06:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7f0f78f1aa0b:	44 89 54 24 14       	mov    %r10d,0x14(%rsp)
    7f0f78f1aa10:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f0f78f1aa15:	44 89 5c 24 18       	mov    %r11d,0x18(%rsp)
    7f0f78f1aa1a:	44 8b 5c 24 24       	mov    0x24(%rsp),%r11d
    7f0f78f1aa1f:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f0f78f1aa24:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f0f78f1aa29:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f0f78f1aa2e:	4c 8b 54 24 30       	mov    0x30(%rsp),%r10
    7f0f78f1aa33:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f0f78f1aa38:	4c 8b 54 24 38       	mov    0x38(%rsp),%r10
    7f0f78f1aa3d:	4c 89 54 24 30       	mov    %r10,0x30(%rsp)
    7f0f78f1aa42:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7f0f78f1aa47:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7f0f78f1aa4c:	4c 8b 54 24 68       	mov    0x68(%rsp),%r10
    7f0f78f1aa51:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7f0f78f1aa56:	44 8b 54 24 64       	mov    0x64(%rsp),%r10d
    7f0f78f1aa5b:	44 89 54 24 50       	mov    %r10d,0x50(%rsp)
    7f0f78f1aa60:	44 8b 54 24 78       	mov    0x78(%rsp),%r10d
    7f0f78f1aa65:	44 89 54 24 60       	mov    %r10d,0x60(%rsp)
    7f0f78f1aa6a:	4c 89 4c 24 68       	mov    %r9,0x68(%rsp)
    7f0f78f1aa6f:	44 89 44 24 78       	mov    %r8d,0x78(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0f78f1aa74:	66 66 90             	data16 xchg %ax,%ax
    7f0f78f1aa77:	e8 84 3b a7 ff       	call   0x7f0f7898e600
    7f0f78f1aa7c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0f78f1aa81:	66 90                	xchg   %ax,%ax
    7f0f78f1aa83:	e8 78 3b a7 ff       	call   0x7f0f7898e600
                 ;   {internal_word}
    7f0f78f1aa88:	49 ba dd 93 f1 78 0f 	movabs $0x7f0f78f193dd,%r10
    7f0f78f1aa8f:	7f 00 00 
    7f0f78f1aa92:	4d 89 97 58 03 00 00 	mov    %r10,0x358(%r15)
    7f0f78f1aa99:	e9 62 4c a7 ff       	jmp    0x7f0f7898f700
    7f0f78f1aa9e:	f4                   	hlt
    7f0f78f1aa9f:	f4                   	hlt
                 ;   {no_reloc}
    7f0f78f1aaa0:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0f78f1aaa7:	00 00 00 
    7f0f78f1aaaa:	e9 fb ff ff ff       	jmp    0x7f0f78f1aaaa
    7f0f78f1aaaf:	e9 cc 33 b1 ff       	jmp    0x7f0f78a2de80
    7f0f78f1aab4:	e8 00 00 00 00       	call   0x7f0f78f1aab9
    7f0f78f1aab9:	48 83 2c 24 05       	subq   $0x5,(%rsp)
    7f0f78f1aabe:	e9 dd 3e a7 ff       	jmp    0x7f0f7898e9a0
    7f0f78f1aac3:	f4                   	hlt
    7f0f78f1aac4:	f4                   	hlt
    7f0f78f1aac5:	f4                   	hlt
    7f0f78f1aac6:	f4                   	hlt
    7f0f78f1aac7:	f4                   	hlt
